import type { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { formatCairo } from '@/lib/i18n/business-time'
import { optionLabel, unitInterestLabel } from '@/lib/i18n/lead-answer-label'
import type { Locale } from '@/lib/i18n/locales'
import { ownSiteLink } from '@/lib/lead-inbox/own-site-link'
import { firstResponseMinutes } from '@/lib/lead-inbox/first-response'
import { durationParts } from '@/lib/lead-inbox/format-figures'
import type { LeadDetail } from '@/lib/lead-inbox/read-lead-detail'
import { leadPhoneText } from '@/lib/validation/phone'

type Fact = [label: string, value: React.ReactNode]

type AdminT = Awaited<ReturnType<typeof getAdminTranslations>>

/** Left to right inside either language (a phone, an e-mail). */
const ltr = (value: string | null) => (value ? <span dir="ltr">{value}</span> : null)

/** A titled list of the facts that have a value. */
export function FactList({
  title,
  note,
  empty,
  facts,
  testId,
}: {
  title: string
  note?: string
  empty: string
  facts: Fact[]
  testId?: string
}) {
  const shown = facts.filter(([, value]) => value !== null && value !== undefined && value !== '')
  return (
    <section
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid={testId}
    >
      <h2 className="text-base font-semibold">{title}</h2>
      {note ? <p className="mt-1 text-xs text-slate-600">{note}</p> : null}
      {shown.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <dl className="mt-3 grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
          {shown.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-600">{label}</dt>
              {/* Aligned to the row's start in either language; a value's own text keeps its
                  direction (an e-mail or an English name stays left to right). */}
              <dd className="min-w-0 break-words">
                {typeof value === 'string' ? <bdi dir="auto">{value}</bdi> : value}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  )
}

/** What the visitor told us in both steps (or the booking form). */
export function leadDetailsFacts({ lead, project }: LeadDetail, t: AdminT, locale: Locale): Fact[] {
  return [
    [t('common.fields.name'), lead.fullName],
    [t('common.fields.email'), lead.erasedAt ? null : ltr(lead.email)],
    [
      t('leads.facts.mobile'),
      ltr(lead.mobileInternational && leadPhoneText(lead.mobileInternational)),
    ],
    [t('common.fields.phone'), ltr(lead.phone && leadPhoneText(lead.phone))],
    [t('common.fields.projectId'), project?.title ?? null],
    [
      t('leads.facts.form'),
      lead.source === 'project' ? t('leads.facts.formProject') : t('common.consultationBooking'),
    ],
    [
      t('common.fields.language'),
      lead.locale === 'ar' ? t('common.languages.ar') : t('common.languages.en'),
    ],
    [t('leads.facts.buyingTimeline'), optionLabel(locale, 'howSoon', lead.howSoon)],
    [t('leads.facts.unitInterest'), unitInterestLabel(locale, lead.unitInterest)],
    [t('leads.facts.preferredContact'), optionLabel(locale, 'channel', lead.preferredChannel)],
    [t('leads.facts.preferredArea'), lead.preferredArea],
    [t('leads.facts.budget'), optionLabel(locale, 'budget', lead.budgetRange)],
    [t('leads.facts.notes'), lead.notes],
    [t('leads.facts.consent'), lead.consentedAt ? formatCairo(lead.consentedAt, locale) : null],
    [t('leads.facts.viewing'), lead.viewingDate ? formatCairo(lead.viewingDate, locale) : null],
    [
      t('common.fields.lostReason'),
      lead.lostReason ? t(`leads.lostReason.${lead.lostReason}`) : null,
    ],
    [t('leads.facts.lostDetails'), lead.lostNote],
    [
      t('leads.facts.dealValue'),
      lead.wonValueEgp !== null
        ? t('leads.facts.egp', { value: lead.wonValueEgp.toLocaleString('en') })
        : null,
    ],
    [
      t('leads.facts.firstContact'),
      lead.contactedAt ? formatCairo(lead.contactedAt, locale) : null,
    ],
    // The header's figure (firstResponseMinutes): one duration, one rounding, on the page.
    [
      t('leads.facts.timeToFirstResponse'),
      lead.firstResponseAt ? t('leads.duration', durationParts(firstResponseMinutes(lead))) : null,
    ],
  ]
}

/** An address: a link only on the site's own host (ownSiteLink); anything else reads as text. */
function urlFact(url: string | null | undefined, siteUrl: string) {
  if (!url) return null
  const href = ownSiteLink(url, siteUrl)
  return href ? (
    <a
      href={href}
      className="text-teal underline"
      rel="noreferrer noopener"
      target="_blank"
      dir="ltr"
    >
      {url}
    </a>
  ) : (
    <span className="break-all" dir="ltr">
      {url}
    </span>
  )
}

type TouchFacts = {
  gclid?: string | null
  gbraid?: string | null
  wbraid?: string | null
  utmSource?: string | null
  utmMedium?: string | null
  utmCampaign?: string | null
  utmTerm?: string | null
  utmContent?: string | null
  landingPage?: string | null
  referrer?: string | null
}

function touchFacts(
  touch: TouchFacts,
  at: Date | null,
  siteUrl: string,
  t: AdminT,
  locale: Locale,
): Fact[] {
  return [
    [t('leads.facts.touchAt'), at ? formatCairo(at, locale) : null],
    [t('leads.facts.gclid'), touch.gclid ?? null],
    [t('leads.facts.gbraid'), touch.gbraid ?? null],
    [t('leads.facts.wbraid'), touch.wbraid ?? null],
    [t('common.fields.utmSource'), touch.utmSource ?? null],
    [t('leads.facts.utmMedium'), touch.utmMedium ?? null],
    [t('leads.facts.utmCampaign'), touch.utmCampaign ?? null],
    [t('leads.facts.utmTerm'), touch.utmTerm ?? null],
    [t('leads.facts.utmContent'), touch.utmContent ?? null],
    [t('leads.facts.landingPage'), urlFact(touch.landingPage, siteUrl)],
    [t('leads.facts.referrer'), urlFact(touch.referrer, siteUrl)],
  ]
}

/**
 * Where the lead came from, last touch: the lead's own columns (the click ids kept for 90
 * days, the last campaign visit's UTM, landing page and referrer), which the report counts.
 */
export function lastTouchFacts({ lead }: LeadDetail, siteUrl: string, t: AdminT, locale: Locale) {
  return touchFacts(lead, lead.lastTouchAt, siteUrl, t, locale)
}

/** The visitor's first arrival within 90 days, as their browser kept it (older leads: none). */
export function firstTouchFacts({ lead }: LeadDetail, siteUrl: string, t: AdminT, locale: Locale) {
  const touch = lead.firstTouch
  if (!touch) return []
  const at = touch.at ? new Date(touch.at) : null
  return touchFacts(touch, at && !Number.isNaN(at.getTime()) ? at : null, siteUrl, t, locale)
}
