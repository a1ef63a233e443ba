import { getAdminLocale } from '@/lib/admin-i18n/get-admin-locale'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { formatCairo } from '@/lib/i18n/business-time'
import { optionLabel, unitInterestLabel } from '@/lib/i18n/lead-answer-label'
import type { LeadDetail } from '@/lib/lead-inbox/read-lead-detail'

/** Each repeat (or merged-in) enquiry: when, from which page, what the person said that time. */
export async function LeadEnquiries({ enquiries }: { enquiries: LeadDetail['enquiries'] }) {
  if (enquiries.length === 0) return null
  const [t, locale] = await Promise.all([getAdminTranslations(), getAdminLocale()])
  return (
    <section
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      aria-labelledby="lead-enquiries"
    >
      <h2 id="lead-enquiries" className="text-base font-semibold">
        {t('leads.enquiries.heading')}
      </h2>
      <ul className="mt-3 space-y-3 text-sm">
        {enquiries.map((enquiry) => (
          <li key={enquiry.id}>
            <p className="font-medium">
              {formatCairo(enquiry.createdAt, locale)}
              {enquiry.mergedFromLeadId ? (
                <span className="font-normal text-slate-600">
                  {' '}
                  ·{' '}
                  {t('leads.enquiries.mergedIn', {
                    project: enquiry.project ?? t('leads.enquiries.consultation'),
                  })}
                </span>
              ) : null}
            </p>
            <p className="break-words text-slate-700">
              <bdi>{enquiry.fullName}</bdi> · <bdi>{enquiry.email}</bdi>
            </p>
            {enquiry.completedAt ? (
              <p className="text-slate-700">
                <bdi>
                  {[
                    optionLabel(locale, 'howSoon', enquiry.howSoon),
                    unitInterestLabel(locale, enquiry.unitInterest),
                    enquiry.preferredChannel &&
                      t('leads.enquiries.by', {
                        channel: optionLabel(locale, 'channel', enquiry.preferredChannel) ?? '',
                      }),
                    enquiry.notes,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </bdi>
              </p>
            ) : null}
            {enquiry.landingPage ? (
              <p className="break-all text-slate-600">
                <bdi dir="ltr">{enquiry.landingPage}</bdi>
              </p>
            ) : null}
            {enquiry.utmSource || enquiry.gclid ? (
              <p className="text-slate-600">
                {[
                  enquiry.utmSource && t('leads.enquiries.utm', { source: enquiry.utmSource }),
                  enquiry.gclid && t('leads.enquiries.googleAdsClick'),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
