import 'server-only'
import { and, eq, isNull } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { users } from '@/lib/db/schema'
import { env } from '@/lib/env'
import { formatCairo, formatCairoClock } from '@/lib/i18n/business-time'
import type { Locale } from '@/lib/i18n/locales'
import { escapeHtml } from '../html-mail'
import { inBothLocales, lines, mailKind } from '../mail-kind'
import { readRepDay, type DayItem } from './read-rep-day'

type DigestData = { to: string; name: string; day: string; items: DayItem[] }

const site = () => env().siteUrl
const leadUrl = (id: string) => `${site()}/admin/leads/${id}`

const LABELS = {
  en: {
    subject: (day: string, count: number) =>
      `Your day, ${day}: ${count} ${count === 1 ? 'follow-up' : 'follow-ups'}`,
    hello: (name: string) => `Good morning ${name},`,
    intro: 'Your calls and viewings for today (Cairo time):',
    viewing: 'Viewing',
    action: 'Next action',
    overdue: (at: string) => `Overdue since ${at}`,
    all: 'All of today in the inbox',
  },
  ar: {
    subject: (day: string, count: number) => `يومك ${day}: ${count} متابعة`,
    hello: (name: string) => `صباح الخير ${name}،`,
    intro: 'مكالماتك ومعايناتك اليوم (بتوقيت القاهرة):',
    viewing: 'معاينة',
    action: 'الخطوة التالية',
    overdue: (at: string) => `متأخرة منذ ${at}`,
    all: 'كل متابعات اليوم في صندوق العملاء',
  },
} as const

const dueTodayUrl = () => `${site()}/admin/leads?due=today&assignee=mine`

const when = (locale: Locale, item: DayItem) =>
  item.overdue ? LABELS[locale].overdue(formatCairo(item.at)) : formatCairoClock(item.at)

const what = (locale: Locale, item: DayItem) =>
  [
    item.kind === 'viewing' ? LABELS[locale].viewing : LABELS[locale].action,
    item.leadName,
    item.project,
    item.phone,
    item.note,
  ]
    .filter(Boolean)
    .join(' · ')

const subject = (locale: Locale, data: DigestData) =>
  LABELS[locale].subject(data.day, data.items.length)

const body = (locale: Locale, data: DigestData) =>
  lines(
    LABELS[locale].hello(data.name),
    '',
    LABELS[locale].intro,
    '',
    ...data.items.map(
      (item) => `${when(locale, item)}  ${what(locale, item)}\n  ${leadUrl(item.leadId)}`,
    ),
    '',
    `${LABELS[locale].all}: ${dueTodayUrl()}`,
  )

function html(locale: Locale, data: DigestData) {
  const dir = locale === 'ar' ? 'rtl' : 'ltr'
  const align = dir === 'rtl' ? 'right' : 'left'
  const rows = data.items
    .map(
      (item) =>
        `<tr><td style="padding:6px 12px 6px 0;white-space:nowrap;vertical-align:top;color:${item.overdue ? '#b91c1c' : '#0f172a'}">${escapeHtml(when(locale, item))}</td><td style="padding:6px 0"><a href="${escapeHtml(leadUrl(item.leadId))}" style="color:#0f766e">${escapeHtml(what(locale, item))}</a></td></tr>`,
    )
    .join('')
  return `<!doctype html><html dir="${dir}"><body style="margin:0;padding:24px;font-family:Arial,sans-serif;color:#0f172a;font-size:14px;text-align:${align}"><h1 style="font-size:18px;margin:0 0 12px">${escapeHtml(subject(locale, data))}</h1><p>${escapeHtml(LABELS[locale].hello(data.name))} ${escapeHtml(LABELS[locale].intro)}</p><table role="presentation" style="border-collapse:collapse">${rows}</table><p style="margin:20px 0"><a href="${escapeHtml(dueTodayUrl())}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(LABELS[locale].all)}</a></p></body></html>`
}

/**
 * A rep's morning digest: their follow-ups of the day, read when sent (a lead closed since it
 * was queued is left out; nothing left, or the account deactivated, sends nothing).
 */
export const leadDigestMail = mailKind<DigestData>({
  load: (payloads) =>
    Promise.all(
      payloads.map(async (payload) => {
        const userId = typeof payload.userId === 'string' ? payload.userId : ''
        const day = typeof payload.day === 'string' ? payload.day : ''
        if (!userId || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null
        const [user] = await db()
          .select({ email: users.email, name: users.name })
          .from(users)
          .where(and(eq(users.id, userId), isNull(users.deactivatedAt)))
        if (!user) return null
        const items = await readRepDay(userId, day)
        return items.length ? { to: user.email, name: user.name, day, items } : null
      }),
    ),
  recipients: (data) => data.to,
  // The back office is in English.
  locale: () => 'en',
  subject: inBothLocales(subject),
  body: inBothLocales(body),
  html: inBothLocales(html),
})
