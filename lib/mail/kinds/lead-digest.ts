import 'server-only'
import { and, eq, isNull } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { users } from '@/lib/db/schema'
import { env } from '@/lib/env'
import { formatCairo, formatCairoClock, formatCairoDate } from '@/lib/i18n/business-time'
import type { Locale } from '@/lib/i18n/locales'
import { escapeHtml, htmlButton, htmlHeading, htmlPage, ltrHtml, sides } from '../html-mail'
import { lines, ltrText, mailKind, staffLocale, staffName, type StaffNames } from '../mail-kind'
import { MAIL_KINDS } from '../mail-kinds'
import { adminTranslator } from '@/lib/admin-catalogue/admin-translator'
import { toOneLine } from '@/lib/validation/single-line'
import { readRepDay, type DayItem } from './read-rep-day'

type DigestData = { to: string; locale: Locale; rep: StaffNames; day: string; items: DayItem[] }

const site = () => env().siteUrl
const leadUrl = (id: string) => `${site()}/admin/leads/${id}`
const dueTodayUrl = () => `${site()}/admin/leads?due=today&assignee=mine`

const when = (locale: Locale, item: DayItem) =>
  item.overdue
    ? adminTranslator(locale)('mail.digest.overdue', { at: formatCairo(item.at, locale) })
    : formatCairoClock(item.at, locale)

/** An item's parts; `true` marks the phone, written left to right. */
function what(locale: Locale, item: DayItem): [string, boolean][] {
  const kind = item.kind === 'viewing' ? 'common.stages.viewing' : 'mail.digest.action'
  const parts: [string | null, boolean][] = [
    [adminTranslator(locale)(kind), false],
    [item.leadName, false],
    [item.project[locale] ?? item.project.en, false],
    [item.phone, true],
    [item.note, false],
  ]
  return parts.filter((part): part is [string, boolean] => Boolean(part[0]))
}

const whatText = (locale: Locale, item: DayItem) =>
  what(locale, item)
    .map(([part, ltr]) => (ltr ? ltrText(locale, part) : toOneLine(part)))
    .join(' · ')

const whatHtml = (locale: Locale, item: DayItem) =>
  what(locale, item)
    .map(([part, ltr]) => (ltr ? ltrHtml(part) : escapeHtml(part)))
    .join(' · ')

/**
 * The day the digest is for: in Arabic in words ("6 أبريل 2031"), as "2031-04-06" inside Arabic
 * text reads backwards ("06-04-2031"); in English as the day's date.
 */
const dayText = (locale: Locale, day: string) =>
  locale === 'ar' ? formatCairoDate(new Date(`${day}T12:00:00+02:00`), locale) : day

function write(data: DigestData, locale: Locale) {
  const t = adminTranslator(locale)
  const subject = t('mail.digest.subject', {
    day: dayText(locale, data.day),
    count: data.items.length,
  })
  const hello = t('mail.digest.hello', { name: staffName(locale, data.rep) })
  const text = lines(
    hello,
    '',
    t('mail.digest.intro'),
    '',
    ...data.items.map(
      (item) => `${when(locale, item)}  ${whatText(locale, item)}\n  ${leadUrl(item.leadId)}`,
    ),
    '',
    `${t('mail.digest.all')}: ${dueTodayUrl()}`,
  )
  const { gap } = sides(locale)
  const rows = data.items
    .map(
      (item) =>
        `<tr><td style="padding:${gap};white-space:nowrap;vertical-align:top;color:${item.overdue ? '#b91c1c' : '#0f172a'}">${escapeHtml(when(locale, item))}</td><td style="padding:6px 0"><a href="${escapeHtml(leadUrl(item.leadId))}" style="color:#0f766e">${whatHtml(locale, item)}</a></td></tr>`,
    )
    .join('')
  const html = htmlPage(
    locale,
    `${htmlHeading(subject)}<p>${escapeHtml(hello)} ${escapeHtml(t('mail.digest.intro'))}</p><table role="presentation" style="border-collapse:collapse">${rows}</table>${htmlButton({ href: dueTodayUrl(), label: t('mail.digest.all') })}`,
  )
  return { subject, text, html }
}

/**
 * A rep's morning digest in their language: their follow-ups of the day, read when sent (a lead
 * closed since it was queued is left out; nothing left, or the account deactivated, sends
 * nothing).
 */
export const leadDigestMail = mailKind(MAIL_KINDS.leadDigest)<DigestData>({
  load: (payloads) =>
    Promise.all(
      payloads.map(async ({ userId, day }) => {
        const [user] = await db()
          .select({
            email: users.email,
            name: users.name,
            nameAr: users.nameAr,
            locale: users.locale,
          })
          .from(users)
          .where(and(eq(users.id, userId), isNull(users.deactivatedAt)))
        if (!user) return null
        const items = await readRepDay(userId, day)
        if (items.length === 0) return null
        const rep = { name: user.name, nameAr: user.nameAr }
        return { to: user.email, locale: staffLocale(user.locale), rep, day, items }
      }),
    ),
  recipients: (data) => [{ to: data.to, locale: data.locale }],
  write,
})
