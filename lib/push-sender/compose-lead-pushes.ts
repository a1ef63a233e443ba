import 'server-only'
import { eq, inArray } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { adminTranslator } from '@/lib/admin-catalogue/admin-translator'
import { db } from '@/lib/db/client'
import { leadProjectTexts } from '@/lib/db/lead-project-title'
import { leads, projectTranslations, pushSettings, users } from '@/lib/db/schema'
import type { Locale } from '@/lib/i18n/locales'
import { contactNumber } from '@/lib/validation/phone'
import { DEFAULT_PUSH_SETTINGS, type PushSettings } from '@/lib/push/push-schemas'

/** What the service worker shows (public/admin/sw.js reads exactly these). */
export type LeadPushPayload = {
  title: string
  body: string
  /** One notification per lead on a device: a second push about it replaces the first. */
  tag: string
  lang: Locale
  dir: 'ltr' | 'rtl'
  url: string
  call: string | null
  whatsapp: string | null
  actions: { call: string; whatsapp: string }
  /** How many leads it announces: one, or several arriving for the same person at once. */
  leads: number
}

/**
 * A push that may go out: its person's switches, and its words written only when asked for
 * (a burst to one device names three leads and counts the rest). `line`: the lead as one line
 * of a notification announcing several ("Name · Project").
 */
export type ComposedPush = {
  payload: () => LeadPushPayload
  line: () => string
  settings: PushSettings
}

const projectAr = alias(projectTranslations, 'project_ar')

const staffLocale = (locale: string | null): Locale => (locale === 'ar' ? 'ar' : 'en')

/**
 * Writes each push in its recipient's language (users.locale), read now: the lead as it is
 * (an erased or deleted lead, one someone else has by now, or a recipient gone or deactivated,
 * gets none: null), and the
 * recipient's switches. "New lead: Name · Project", whether it is theirs or waits for anyone,
 * and the numbers to call and write to.
 */
export async function composeLeadPushes(
  messages: readonly { id: string; leadId: string; userId: string }[],
): Promise<Map<string, ComposedPush | null>> {
  const leadIds = [...new Set(messages.map((message) => message.leadId))]
  const userIds = [...new Set(messages.map((message) => message.userId))]
  const [leadRows, userRows] = await Promise.all([
    db()
      .select({
        id: leads.id,
        fullName: leads.fullName,
        mobile: leads.mobileInternational,
        phone: leads.phone,
        locale: leads.locale,
        assigneeId: leads.assigneeId,
        erasedAt: leads.erasedAt,
        project: projectTranslations.title,
        projectAr: projectAr.title,
      })
      .from(leads)
      .leftJoin(projectTranslations, leadProjectTexts('en'))
      .leftJoin(projectAr, leadProjectTexts('ar', projectAr))
      .where(inArray(leads.id, leadIds)),
    db()
      .select({
        id: users.id,
        name: users.name,
        nameAr: users.nameAr,
        locale: users.locale,
        deactivatedAt: users.deactivatedAt,
        enabled: pushSettings.enabled,
        quietHours: pushSettings.quietHours,
      })
      .from(users)
      .leftJoin(pushSettings, eq(pushSettings.userId, users.id))
      .where(inArray(users.id, userIds)),
  ])
  const leadById = new Map(leadRows.map((row) => [row.id, row]))
  const userById = new Map(userRows.map((row) => [row.id, row]))
  return new Map(
    messages.map((message) => {
      const lead = leadById.get(message.leadId)
      const user = userById.get(message.userId)
      if (!lead || lead.erasedAt || !user || user.deactivatedAt) return [message.id, null]
      // Someone else has it by now (taken from the rotation, or handed on): nothing to do here.
      if (lead.assigneeId && lead.assigneeId !== user.id) return [message.id, null]
      const locale = staffLocale(user.locale)
      const t = adminTranslator(locale)
      const project = locale === 'ar' ? (lead.projectAr ?? lead.project) : lead.project
      const payload = (): LeadPushPayload => {
        const number = contactNumber(lead.mobile ?? lead.phone ?? '')
        // The greeting is written to the lead, in their language, from this person.
        const theirs = adminTranslator(lead.locale)
        const theirProject = lead.locale === 'ar' ? (lead.projectAr ?? lead.project) : lead.project
        const greeting = theirs('leads.contact.toLead.greeting', {
          first: lead.fullName.trim().split(/\s+/)[0] ?? lead.fullName,
          staff: lead.locale === 'ar' ? (user.nameAr ?? user.name) : user.name,
          withProject: theirProject ? 'yes' : 'no',
          project: theirProject ?? '',
        })
        return {
          title: t('mail.push.newLead', {
            name: lead.fullName,
            withProject: project ? 'yes' : 'no',
            project: project ?? '',
          }),
          body: t(lead.assigneeId === user.id ? 'mail.push.assigned' : 'mail.push.waiting'),
          tag: `lead-${lead.id}`,
          lang: locale,
          dir: locale === 'ar' ? 'rtl' : 'ltr',
          url: `/admin/leads/${lead.id}`,
          call: number ? `tel:${number}` : null,
          whatsapp: number
            ? `https://wa.me/${number.slice(1)}?text=${encodeURIComponent(greeting)}`
            : null,
          actions: { call: t('mail.push.call'), whatsapp: t('mail.push.whatsapp') },
          leads: 1,
        }
      }
      const line = () =>
        t('mail.push.leadLine', {
          name: lead.fullName,
          withProject: project ? 'yes' : 'no',
          project: project ?? '',
        })
      const settings = {
        enabled: user.enabled ?? DEFAULT_PUSH_SETTINGS.enabled,
        quietHours: user.quietHours ?? DEFAULT_PUSH_SETTINGS.quietHours,
      }
      return [message.id, { payload, line, settings }]
    }),
  )
}
