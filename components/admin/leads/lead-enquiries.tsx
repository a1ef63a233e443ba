import { formatCairo } from '@/lib/i18n/business-time'
import type { LeadDetail } from '@/lib/lead-inbox/get-lead-detail'
import en from '@/messages/en.json'

const howSoon = en.leadForm.howSoonOptions as Record<string, string>
const channels = en.leadForm.channels as Record<string, string>

/** Each repeat (or merged-in) enquiry: when, from which page, what the person said that time. */
export function LeadEnquiries({ enquiries }: { enquiries: LeadDetail['enquiries'] }) {
  if (enquiries.length === 0) return null
  return (
    <section
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      aria-labelledby="lead-enquiries"
    >
      <h2 id="lead-enquiries" className="text-base font-semibold">
        Other enquiries
      </h2>
      <ul className="mt-3 space-y-3 text-sm">
        {enquiries.map((enquiry) => (
          <li key={enquiry.id}>
            <p className="font-medium">
              {formatCairo(enquiry.createdAt)}
              {enquiry.mergedFromLeadId ? (
                <span className="font-normal text-slate-600">
                  {' '}
                  · merged in: {enquiry.project ?? 'consultation'}
                </span>
              ) : null}
            </p>
            <p className="break-words text-slate-700" dir="auto">
              {enquiry.fullName} · {enquiry.email}
            </p>
            {enquiry.completedAt ? (
              <p className="text-slate-700" dir="auto">
                {[
                  enquiry.howSoon && (howSoon[enquiry.howSoon] ?? enquiry.howSoon),
                  enquiry.unitInterest,
                  enquiry.preferredChannel &&
                    `by ${channels[enquiry.preferredChannel] ?? enquiry.preferredChannel}`,
                  enquiry.notes,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            ) : null}
            {enquiry.landingPage ? (
              <p className="break-all text-slate-600" dir="ltr">
                {enquiry.landingPage}
              </p>
            ) : null}
            {enquiry.utmSource || enquiry.gclid ? (
              <p className="text-slate-600">
                {[
                  enquiry.utmSource && `UTM ${enquiry.utmSource}`,
                  enquiry.gclid && 'Google Ads click',
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
