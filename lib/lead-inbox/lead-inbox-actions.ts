'use server'

import { getAdminLocale } from '@/lib/admin-i18n/get-admin-locale'
import type { ActionResult } from '@/lib/actions/action-result'
import { staffAction } from '@/lib/actions/staff-action'
import { addLeadNote } from './add-lead-note'
import { assignLead } from './assign-lead'
import { changeLeadStatus } from './change-lead-status'
import { eraseLead } from './erase-lead'
import {
  assignSchema,
  changeStatusSchema,
  contactAttemptSchema,
  contactOutcomeSchema,
  leadIdSchema,
  mergeSchema,
  nextActionSchema,
  noteSchema,
  unmergeSchema,
} from './lead-inbox-schemas'
import { mergeLeads } from './merge-leads'
import { unmergeLead } from './unmerge-lead'
import { recordContact } from './record-contact'
import { resendLeadNotification } from './resend-lead-notification'
import { setNextAction } from './set-next-action'

/** Moves a lead to another stage (admin and moderator). */
export async function changeLeadStatusAction(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  return staffAction(
    { permission: 'leads', schema: changeStatusSchema, formData },
    async (input, viewer) => {
      await changeLeadStatus(input, viewer)
      return null
    },
  )
}

/** Gives the lead to a staff member, who is told by e-mail (admin and moderator). */
export async function assignLeadAction(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  return staffAction(
    { permission: 'leads', schema: assignSchema, formData },
    async (input, viewer) => {
      // A refusal names the rep in the portal's language.
      await assignLead(input, viewer, new Date(), viewer.locale ?? (await getAdminLocale()))
      return null
    },
  )
}

/**
 * Logs a Call / WhatsApp attempt from the lead page (admin and moderator); answers its id,
 * which the outcome tapped next names.
 */
export async function recordContactAttemptAction(
  _previous: ActionResult<string> | null,
  formData: FormData,
): Promise<ActionResult<string>> {
  return staffAction(
    { permission: 'leads', schema: contactAttemptSchema, formData },
    (input, viewer) => recordContact(input, viewer),
  )
}

/**
 * Logs what came of an attempt, in one tap (admin and moderator): the one just made, or an
 * earlier one from the timeline.
 */
export async function recordContactOutcomeAction(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  return staffAction(
    { permission: 'leads', schema: contactOutcomeSchema, formData },
    async (input, viewer) => {
      await recordContact(input, viewer)
      return null
    },
  )
}

/** Adds a note to the lead's timeline (admin and moderator). */
export async function addLeadNoteAction(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  return staffAction(
    { permission: 'leads', schema: noteSchema, formData },
    async (input, viewer) => {
      await addLeadNote(input, viewer)
      return null
    },
  )
}

/** Sends the sales notification again (admin and moderator). */
export async function resendLeadNotificationAction(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  return staffAction(
    { permission: 'leads', schema: leadIdSchema, formData },
    async (input, viewer) => {
      await resendLeadNotification(input.leadId, viewer)
      return null
    },
  )
}

/** Erases the lead's personal data (admin only). */
export async function eraseLeadAction(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  return staffAction(
    { permission: 'administration', schema: leadIdSchema, formData },
    async (input, viewer) => {
      await eraseLead(input.leadId, viewer)
      return null
    },
  )
}

/** Plans (or clears) the lead's next action (admin and moderator). */
export async function setNextActionAction(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  return staffAction(
    { permission: 'leads', schema: nextActionSchema, formData },
    async (input, viewer) => {
      await setNextAction(input, viewer)
      return null
    },
  )
}

/** Merges a duplicate lead of the same person into this one (admin only). */
export async function mergeLeadsAction(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  return staffAction(
    { permission: 'administration', schema: mergeSchema, formData },
    async (input, viewer) => {
      await mergeLeads(input, viewer)
      return null
    },
  )
}

/** Undoes a merge: the merged lead is back with what it brought (admin only). */
export async function unmergeLeadAction(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  return staffAction(
    { permission: 'administration', schema: unmergeSchema, formData },
    async (input, viewer) => {
      await unmergeLead(input, viewer)
      return null
    },
  )
}
