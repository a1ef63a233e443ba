import { Mail, Phone } from 'lucide-react'
import { phoneHref } from '@/lib/settings/site-settings-schema'
import { displayPhone } from '@/lib/validation/phone'

export type ProjectClosingCtaProps = {
  heading: string | null
  buttonLabel: string | null
  /** The project's sales line and address, when staff gave them. */
  phone: string | null
  email: string | null
  labels: { call: string; email: string }
  /** Small print under the call to action (prices may change…). */
  disclaimer: string | null
}

/** The page's last call to action before the footer, with the project's contacts and small print. */
export function ProjectClosingCta(props: ProjectClosingCtaProps) {
  const hasCta = Boolean(props.heading)
  if (!hasCta && !props.phone && !props.email && !props.disclaimer) return null
  return (
    <section
      aria-labelledby={hasCta ? 'closing-cta-heading' : undefined}
      aria-label={hasCta ? undefined : props.labels.call}
      className="bg-navy text-white"
    >
      <div className="mx-auto max-w-6xl px-4 py-12">
        {hasCta ? (
          <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
            <h2 id="closing-cta-heading" className="text-2xl font-semibold">
              {props.heading}
            </h2>
            {props.buttonLabel ? (
              <a
                href="#lead-form"
                data-lead-intent="book"
                className="inline-flex min-h-12 items-center rounded-full bg-white px-6 font-semibold text-navy hover:bg-sand"
              >
                {props.buttonLabel}
              </a>
            ) : null}
          </div>
        ) : null}
        {props.phone || props.email ? (
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-white/90">
            {props.phone ? (
              <li>
                <a
                  href={phoneHref(props.phone)}
                  data-phone-location="project-footer"
                  className="inline-flex min-h-11 items-center gap-2 hover:underline"
                >
                  <Phone className="size-4" aria-hidden />
                  <span className="sr-only">{props.labels.call}: </span>
                  <bdi dir="ltr">{displayPhone(props.phone)}</bdi>
                </a>
              </li>
            ) : null}
            {props.email ? (
              <li>
                <a
                  href={`mailto:${props.email}`}
                  className="inline-flex min-h-11 items-center gap-2 hover:underline"
                >
                  <Mail className="size-4" aria-hidden />
                  <span className="sr-only">{props.labels.email}: </span>
                  <bdi dir="ltr">{props.email}</bdi>
                </a>
              </li>
            ) : null}
          </ul>
        ) : null}
        {props.disclaimer ? (
          <p className="mt-6 border-t border-white/20 pt-4 text-sm text-white/75">
            {props.disclaimer}
          </p>
        ) : null}
      </div>
    </section>
  )
}
