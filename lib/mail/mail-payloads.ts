import { z } from 'zod'
import { MAIL_KINDS, type MailKindName } from './mail-kinds'

/*
 * What each kind of mail stores in outbox_messages.payload: ids to read when it is sent, never
 * a copy of the record. queueMail takes a kind's payload by its type; the worker parses what is
 * stored with the same schema, so a payload this code cannot read (written by hand, or by a
 * version with another shape) is that message's error, not the batch's. A field added later
 * must be optional, for the messages already queued without it.
 */

/** A record's uuid (a lead, an enquiry): anything else would fail the batch's query. */
const recordId = z.uuid()
/** A staff account's id (better-auth's text ids). */
const userId = z.string().min(1)
const address = z.string().min(1)

/** Why a lead changed hands (lib/lead-alerts' HandoverReason is checked against it). */
const handoverReason = z.enum(['assigned', 'rerouted', 'merged'])

export const MAIL_PAYLOADS = {
  [MAIL_KINDS.leadNotification]: z.object({
    leadId: recordId,
    /** The project form's enquiry whose answers (step 2) the mail carries. */
    enquiryId: recordId.optional(),
  }),
  [MAIL_KINDS.passwordReset]: z.object({ to: address, url: z.string().min(1) }),
  [MAIL_KINDS.leadAssignment]: z.object({
    leadId: recordId,
    assigneeId: userId,
    /** The manager's address; null: assigned by the rules. */
    assignedBy: z.string().nullable(),
    /** The rep it was taken from (re-routing names them). */
    fromId: userId.nullable().optional(),
    reason: handoverReason.optional(),
    /** Re-routing: the working minutes the previous rep had. */
    minutes: z.number().optional(),
  }),
  [MAIL_KINDS.leadHandedOver]: z.object({
    leadId: recordId,
    /** The rep told: the lead was theirs. */
    userId,
    toId: userId.nullable().optional(),
    by: z.string().nullable().optional(),
    reason: handoverReason.default('assigned'),
    minutes: z.number().optional(),
  }),
  [MAIL_KINDS.staffInvitation]: z.object({
    to: address,
    name: z.string().min(1),
    /** A role code, or its English label in messages queued before codes were stored. */
    role: z.string().min(1),
    invitedBy: z.string().min(1),
    invitedById: userId.optional(),
    url: z.string().min(1),
  }),
  [MAIL_KINDS.leadReminder]: z.object({ leadId: recordId, userId }),
  [MAIL_KINDS.leadDigest]: z.object({ userId, day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  [MAIL_KINDS.testMail]: z.object({
    to: address,
    requestedBy: z.string().min(1),
    requestedById: userId.optional(),
  }),
} satisfies Record<MailKindName, z.ZodType<object>>

/** What a kind's payload is queued as. */
export type MailPayloadInput<K extends MailKindName> = z.input<(typeof MAIL_PAYLOADS)[K]>
/** A kind's payload as its mail reads it, parsed. */
export type MailPayload<K extends MailKindName> = z.output<(typeof MAIL_PAYLOADS)[K]>

/** The kinds whose payload has `field` (for a query on payload->>field). */
export type MailKindWith<Field extends string> = {
  [K in MailKindName]: Field extends keyof MailPayload<K> ? K : never
}[MailKindName]

/**
 * A stored payload parsed for its kind, or why not, in words for the message's error (paths and
 * zod's rule, never the values: a payload may hold an address).
 */
export function parseMailPayload<K extends MailKindName>(
  kind: K,
  payload: unknown,
): { ok: true; payload: MailPayload<K> } | { ok: false; error: string } {
  const parsed = MAIL_PAYLOADS[kind].safeParse(payload)
  if (parsed.success) return { ok: true, payload: parsed.data as MailPayload<K> }
  const problems = parsed.error.issues.map(
    (issue) => `${issue.path.join('.') || '(payload)'}: ${issue.message}`,
  )
  return {
    ok: false,
    error: `Outbox payload of kind "${kind}" is not valid: ${problems.join('; ')}`,
  }
}
