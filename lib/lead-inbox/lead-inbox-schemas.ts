import { z } from 'zod'
import { messageKey, type AdminMessageKey } from '@/lib/admin-catalogue/admin-message-key'
import { leadLostReasons, leadStatuses } from '@/lib/enums/lead-statuses'
import { fromCairoWallTime } from '@/lib/i18n/business-time'
import { readMoney } from '@/lib/pricing/read-money'
import { ONE_LINE_MESSAGE } from '@/lib/validation/admin-fields'
import { isRecordId } from '@/lib/validation/record-id'
import { isSingleLine } from '@/lib/validation/single-line'
import { CONTACT_CHANNELS, CONTACT_OUTCOMES } from './contact-outcomes'

// One schema per lead action, shared by its form in the browser and the server action.

const leadId = z
  .string(messageKey('leads.fieldErrors.leadNotFound'))
  .refine(isRecordId, messageKey('leads.fieldErrors.leadNotFound'))

const optionalText = (max: number, message: AdminMessageKey) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value || null)

/** Move a lead to a stage: Viewing needs its date, Lost a reason (spec: reason list + text). */
export const changeStatusSchema = z
  .object({
    leadId,
    status: z.enum(leadStatuses, messageKey('leads.fieldErrors.chooseStage')),
    viewingDate: z.string().max(40).optional(),
    lostReason: z.string().max(40).optional(),
    lostNote: optionalText(500, messageKey('leads.fieldErrors.lostNoteTooLong')),
    wonValue: z.preprocess(
      (value) => readMoney(value) ?? undefined,
      z
        .number(messageKey('leads.fieldErrors.dealValueFormat'))
        .int(messageKey('leads.fieldErrors.dealValueWhole'))
        .min(0, messageKey('leads.fieldErrors.dealValueNegative'))
        .max(100_000_000_000, messageKey('leads.fieldErrors.dealValueTooLarge'))
        .optional(),
    ),
  })
  .transform((value, context) => {
    const viewingDate = value.viewingDate ? fromCairoWallTime(value.viewingDate) : null
    if (value.status === 'viewing' && !viewingDate) {
      context.addIssue({
        code: 'custom',
        path: ['viewingDate'],
        message: messageKey('leads.fieldErrors.chooseViewingDate'),
      })
    }
    const lostReason = leadLostReasons.find((reason) => reason === value.lostReason) ?? null
    if (value.status === 'lost' && !lostReason) {
      context.addIssue({
        code: 'custom',
        path: ['lostReason'],
        message: messageKey('leads.fieldErrors.chooseLostReason'),
      })
    }
    return {
      leadId: value.leadId,
      status: value.status,
      viewingDate: value.status === 'viewing' ? viewingDate : null,
      lostReason: value.status === 'lost' ? lostReason : null,
      lostNote: value.status === 'lost' ? value.lostNote : null,
      wonValue: value.status === 'won' ? (value.wonValue ?? null) : null,
    }
  })

export type ChangeStatusInput = z.output<typeof changeStatusSchema>

/** '' unassigns. */
export const assignSchema = z.object({
  leadId,
  assigneeId: z.string().max(64),
})

export const noteSchema = z.object({
  leadId,
  note: z
    .string()
    .trim()
    .min(1, messageKey('leads.fieldErrors.writeNote'))
    .max(2000, messageKey('leads.fieldErrors.noteTooLong')),
})

export const leadIdSchema = z.object({ leadId })

/** A Call or WhatsApp button pressed on the lead page. */
export const contactAttemptSchema = z.object({
  leadId,
  channel: z.enum(CONTACT_CHANNELS, messageKey('leads.fieldErrors.chooseChannel')),
})

/**
 * What came of it, in one tap: of the attempt just made, or of an earlier one from the
 * timeline (`attemptId`); without one, an outcome of its own at the time it is logged.
 */
export const contactOutcomeSchema = contactAttemptSchema.extend({
  outcome: z.enum(CONTACT_OUTCOMES, messageKey('leads.fieldErrors.chooseOutcome')),
  attemptId: z
    .string()
    .optional()
    .transform((value) => value || null)
    .refine(
      (value) => value === null || isRecordId(value),
      messageKey('leads.refusals.attemptGone'),
    ),
})

/** The next action: a Cairo date and time and what to do; both empty clears it. */
export const nextActionSchema = z
  .object({
    leadId,
    nextActionAt: z.string().max(40).optional(),
    // One line (an input): it is also a line of the morning digest mail.
    nextActionNote: optionalText(200, messageKey('leads.fieldErrors.nextActionTooLong')).refine(
      (note) => note === null || isSingleLine(note),
      ONE_LINE_MESSAGE,
    ),
  })
  .transform((value, context) => {
    const at = value.nextActionAt?.trim() ? fromCairoWallTime(value.nextActionAt) : null
    if (value.nextActionAt?.trim() && !at) {
      context.addIssue({
        code: 'custom',
        path: ['nextActionAt'],
        message: messageKey('leads.fieldErrors.nextActionDate'),
      })
    }
    if (!at && value.nextActionNote) {
      context.addIssue({
        code: 'custom',
        path: ['nextActionAt'],
        message: messageKey('leads.fieldErrors.nextActionWhen'),
      })
    }
    return {
      leadId: value.leadId,
      nextActionAt: at,
      nextActionNote: at ? value.nextActionNote : null,
    }
  })

export type NextActionInput = z.output<typeof nextActionSchema>

/**
 * Merge the duplicate into the lead (admin). `assigneeId`: whose the merged lead is, when the
 * two leads' reps differ and the manager chose; empty: the newer assignment's rep.
 */
export const mergeSchema = z.object({
  leadId,
  duplicateId: z
    .string(messageKey('leads.fieldErrors.leadNotFound'))
    .refine(isRecordId, messageKey('leads.fieldErrors.leadNotFound')),
  assigneeId: z
    .string()
    .max(64)
    .optional()
    .transform((value) => value || null),
})

/** Undo a merge (admin). */
export const unmergeSchema = z.object({
  mergeId: z
    .string(messageKey('leads.fieldErrors.mergeNotFound'))
    .refine(isRecordId, messageKey('leads.fieldErrors.mergeNotFound')),
})
