import 'server-only'
import { and, inArray, type SQL } from 'drizzle-orm'
import { alias, type SelectedFieldsFlat } from 'drizzle-orm/pg-core'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import { db } from '@/lib/db/client'
import { leadProjectTexts } from '@/lib/db/lead-project-title'
import { leads, projectTranslations } from '@/lib/db/schema'
import type { Locale } from '@/lib/i18n/locales'
import { staffLocale, type StaffNames } from '../mail-kind'
import { readActiveStaff } from './read-active-staff'

/** What every mail to a staff member about one lead starts from: to whom, and which lead. */
export type LeadMailBase = {
  to: string
  /** The recipient's language. */
  locale: Locale
  recipient: StaffNames
  leadId: string
  leadName: string
  project: Record<Locale, string | null>
  receivedAt: Date
}

/** One payload's mail: the common part, and the lead's columns the kind asked for. */
export type LeadMail<P, F extends SelectedFieldsFlat> = {
  payload: P
  base: LeadMailBase
  lead: SelectResultFields<F>
}

const projectAr = alias(projectTranslations, 'project_ar')

/**
 * Reads, when a batch of lead mails is sent, each payload's lead (its project's title in both
 * languages, and the kind's own `fields` of the lead) and its recipient. Null where the lead is
 * not found or fails the kind's `where`, or the recipient's account is gone or deactivated:
 * that mail is not sent.
 */
export async function readLeadMails<P extends { leadId: string }, F extends SelectedFieldsFlat>(
  payloads: P[],
  read: { recipientId: (payload: P) => string; fields: F; where?: SQL },
): Promise<(LeadMail<P, F> | null)[]> {
  const [leadRows, userById] = await Promise.all([
    db()
      .select({
        lead: read.fields,
        id: leads.id,
        fullName: leads.fullName,
        project: projectTranslations.title,
        projectAr: projectAr.title,
        createdAt: leads.createdAt,
      })
      .from(leads)
      .leftJoin(projectTranslations, leadProjectTexts('en'))
      .leftJoin(projectAr, leadProjectTexts('ar', projectAr))
      .where(
        and(
          inArray(
            leads.id,
            payloads.map((p) => p.leadId),
          ),
          read.where,
        ),
      ),
    readActiveStaff(payloads.map(read.recipientId)),
  ])
  const leadById = new Map(leadRows.map((row) => [row.id, row]))
  return payloads.map((payload) => {
    const lead = leadById.get(payload.leadId)
    const user = userById.get(read.recipientId(payload))
    if (!lead || !user) return null
    const base: LeadMailBase = {
      to: user.email,
      locale: staffLocale(user.locale),
      recipient: { name: user.name, nameAr: user.nameAr },
      leadId: lead.id,
      leadName: lead.fullName,
      project: { en: lead.project, ar: lead.projectAr },
      receivedAt: lead.createdAt,
    }
    // drizzle leaves out an object none of whose columns are selected (a kind asking for none).
    return { payload, base, lead: (lead.lead ?? {}) as SelectResultFields<F> }
  })
}
