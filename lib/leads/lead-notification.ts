import 'server-only'
import { and, eq, inArray } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { leads, projectTranslations } from '@/lib/db/schema'

/** A mail to send; `to` defaults to the sales inbox (LEADS_NOTIFY_TO). */
export type MailContent = { subject: string; text: string; replyTo?: string; to?: string }

const line = (label: string, value: string | null | undefined) =>
  value ? `${label}: ${value}` : null

/** The sales team's e-mail about one lead, with everything the visitor told us. */
export async function leadNotification(leadId: string): Promise<MailContent | null> {
  return (await leadNotifications([leadId])).get(leadId) ?? null
}

/** The notifications of several leads in one query (the log of queued mail reads pages). */
export async function leadNotifications(leadIds: string[]): Promise<Map<string, MailContent>> {
  if (leadIds.length === 0) return new Map()
  const rows = await db()
    .select({ lead: leads, projectTitle: projectTranslations.title })
    .from(leads)
    .leftJoin(
      projectTranslations,
      and(eq(projectTranslations.projectId, leads.projectId), eq(projectTranslations.locale, 'en')),
    )
    .where(inArray(leads.id, leadIds))
  return new Map(rows.map((row) => [row.lead.id, notificationOf(row.lead, row.projectTitle)]))
}

function notificationOf(lead: typeof leads.$inferSelect, projectTitle: string | null): MailContent {
  const kind = lead.source === 'consultation' ? 'Consultation booking' : 'Project enquiry'
  const text = [
    `${kind} (${lead.locale === 'ar' ? 'Arabic' : 'English'} site)`,
    '',
    line('Name', lead.fullName),
    line('Email', lead.email),
    line('Phone', lead.phone),
    line('Mobile', lead.mobileInternational),
    line('Project', projectTitle),
    line('Preferred area', lead.preferredArea),
    line('Budget', lead.budgetRange),
    line('Buying timeline', lead.howSoon),
    line('Unit interest', lead.unitInterest),
    line('Preferred contact', lead.preferredChannel),
    line('Notes', lead.notes),
    lead.completedAt ? `Consent to be contacted given at ${lead.consentedAt?.toISOString()}` : null,
    lead.enquiryCount > 1 ? `Enquiries: ${lead.enquiryCount} (repeat within 30 days)` : null,
    '',
    line('Landing page', lead.landingPage),
    line('Referrer', lead.referrer),
    line('gclid', lead.gclid),
    line('gbraid', lead.gbraid),
    line('wbraid', lead.wbraid),
    line('UTM source', lead.utmSource),
    line('UTM campaign', lead.utmCampaign),
    '',
    `Lead id: ${lead.id}`,
    `Received: ${lead.createdAt.toISOString()}`,
  ]
    .filter((entry) => entry !== null)
    .join('\n')
  return {
    subject: `${kind}: ${lead.fullName}${projectTitle ? ` (${projectTitle})` : ''}`,
    text,
    replyTo: lead.email,
  }
}
