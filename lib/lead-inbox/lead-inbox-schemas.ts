import { z } from 'zod'
import { leadLostReasons, leadStatuses } from '@/lib/enums/lead-statuses'
import { fromCairoWallTime } from '@/lib/i18n/business-time'
import { readMoney } from '@/lib/pricing/read-money'
import { isRecordId } from '@/lib/validation/record-id'
import { CONTACT_CHANNELS, CONTACT_OUTCOMES } from './contact-outcomes'

// One schema per lead action, shared by its form in the browser and the server action.

const leadId = z.string('Lead not found').refine(isRecordId, 'Lead not found')

const optionalText = (max: number, message: string) =>
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
    status: z.enum(leadStatuses, 'Choose a stage'),
    viewingDate: z.string().max(40).optional(),
    lostReason: z.string().max(40).optional(),
    lostNote: optionalText(500, 'The note must be less than 500 characters'),
    wonValue: z.preprocess(
      (value) => readMoney(value) ?? undefined,
      z
        .number('Enter the deal value in EGP, e.g. 3200000 or 3.2M')
        .int('Enter the deal value in whole EGP')
        .min(0, 'The deal value cannot be negative')
        .max(100_000_000_000, 'The deal value is too large')
        .optional(),
    ),
  })
  .transform((value, context) => {
    const viewingDate = value.viewingDate ? fromCairoWallTime(value.viewingDate) : null
    if (value.status === 'viewing' && !viewingDate) {
      context.addIssue({
        code: 'custom',
        path: ['viewingDate'],
        message: 'Choose the date and time of the viewing',
      })
    }
    const lostReason = leadLostReasons.find((reason) => reason === value.lostReason) ?? null
    if (value.status === 'lost' && !lostReason) {
      context.addIssue({
        code: 'custom',
        path: ['lostReason'],
        message: 'Choose why the lead was lost',
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
    .min(1, 'Write the note first')
    .max(2000, 'The note must be less than 2000 characters'),
})

export const leadIdSchema = z.object({ leadId })

/** A Call or WhatsApp button pressed on the lead page. */
export const contactAttemptSchema = z.object({
  leadId,
  channel: z.enum(CONTACT_CHANNELS, 'Choose Call or WhatsApp'),
})

/** What came of it, in one tap. */
export const contactOutcomeSchema = contactAttemptSchema.extend({
  outcome: z.enum(CONTACT_OUTCOMES, 'Choose what came of it'),
})

/** The next action: a Cairo date and time and what to do; both empty clears it. */
export const nextActionSchema = z
  .object({
    leadId,
    nextActionAt: z.string().max(40).optional(),
    nextActionNote: optionalText(200, 'The next action must be less than 200 characters'),
  })
  .transform((value, context) => {
    const at = value.nextActionAt?.trim() ? fromCairoWallTime(value.nextActionAt) : null
    if (value.nextActionAt?.trim() && !at) {
      context.addIssue({
        code: 'custom',
        path: ['nextActionAt'],
        message: 'Enter the date and time, e.g. 2026-11-29 11:00',
      })
    }
    if (!at && value.nextActionNote) {
      context.addIssue({
        code: 'custom',
        path: ['nextActionAt'],
        message: 'Choose when, or clear the note',
      })
    }
    return {
      leadId: value.leadId,
      nextActionAt: at,
      nextActionNote: at ? value.nextActionNote : null,
    }
  })

export type NextActionInput = z.output<typeof nextActionSchema>

/** Merge the duplicate into the lead (admin). */
export const mergeSchema = z.object({
  leadId,
  duplicateId: z.string('Lead not found').refine(isRecordId, 'Lead not found'),
})

/** Undo a merge (admin). */
export const unmergeSchema = z.object({
  mergeId: z.string('Merge not found').refine(isRecordId, 'Merge not found'),
})
