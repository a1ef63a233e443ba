import { formatCairo } from '@/lib/i18n/business-time'
import { ownSiteLink } from '@/lib/lead-inbox/own-site-link'
import { durationText } from '@/lib/lead-inbox/format-figures'
import type { LeadDetail } from '@/lib/lead-inbox/get-lead-detail'
import { LOST_REASON_LABELS } from '@/lib/lead-inbox/pipeline'
import en from '@/messages/en.json'

type Fact = [label: string, value: React.ReactNode]

const option = (labels: Record<string, string>, value: string | null) =>
  value ? (labels[value] ?? value) : null

/** A titled list of the facts that have a value. */
export function FactList({ title, facts }: { title: string; facts: Fact[] }) {
  const shown = facts.filter(([, value]) => value !== null && value !== undefined && value !== '')
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="text-base font-semibold">{title}</h2>
      {shown.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Nothing recorded.</p>
      ) : (
        <dl className="mt-3 grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
          {shown.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-600">{label}</dt>
              <dd className="min-w-0 break-words" dir="auto">
                {value}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  )
}

/** What the visitor told us in both steps (or the booking form). */
export function leadDetailsFacts({ lead, project }: LeadDetail): Fact[] {
  return [
    ['Name', lead.fullName],
    ['Email', lead.erasedAt ? null : lead.email],
    ['Mobile', lead.mobileInternational],
    ['Phone', lead.phone],
    ['Project', project?.title ?? null],
    ['Form', lead.source === 'project' ? 'Project page (two steps)' : 'Consultation booking'],
    ['Language', lead.locale === 'ar' ? 'Arabic' : 'English'],
    ['Buying timeline', option(en.leadForm.howSoonOptions, lead.howSoon)],
    ['Unit interest', lead.unitInterest === 'not_sure' ? en.leadForm.notSure : lead.unitInterest],
    ['Preferred contact', option(en.leadForm.channels, lead.preferredChannel)],
    ['Preferred area', lead.preferredArea],
    ['Budget', option(en.consultation.budgets, lead.budgetRange)],
    ['Notes', lead.notes],
    ['Consent', lead.consentedAt ? formatCairo(lead.consentedAt) : null],
    ['Viewing', lead.viewingDate ? formatCairo(lead.viewingDate) : null],
    ['Lost reason', lead.lostReason ? LOST_REASON_LABELS[lead.lostReason] : null],
    ['Lost details', lead.lostNote],
    [
      'Deal value',
      lead.wonValueEgp !== null ? `${lead.wonValueEgp.toLocaleString('en')} EGP` : null,
    ],
    ['First contact', lead.contactedAt ? formatCairo(lead.contactedAt) : null],
    [
      'Time to first contact',
      lead.contactedAt
        ? durationText((lead.contactedAt.getTime() - lead.createdAt.getTime()) / 60_000)
        : null,
    ],
  ]
}

/**
 * Where the lead came from: Google Ads click ids, UTM, landing page and referrer. Addresses
 * are links only on the site's own host (ownSiteLink); anything else reads as text.
 */
export function attributionFacts({ lead }: LeadDetail, siteUrl: string): Fact[] {
  const link = (url: string | null) => {
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
  return [
    ['gclid', lead.gclid],
    ['gbraid', lead.gbraid],
    ['wbraid', lead.wbraid],
    ['UTM source', lead.utmSource],
    ['UTM medium', lead.utmMedium],
    ['UTM campaign', lead.utmCampaign],
    ['UTM term', lead.utmTerm],
    ['UTM content', lead.utmContent],
    ['Landing page', link(lead.landingPage)],
    ['Referrer', link(lead.referrer)],
  ]
}
