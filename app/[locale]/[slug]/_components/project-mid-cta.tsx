export type ProjectMidCtaProps = {
  headline: string
  description: string | null
  buttonLabel: string
}

/** Between the units and the lead form: a nudge for visitors who have not chosen a unit yet. */
export function ProjectMidCta({ headline, description, buttonLabel }: ProjectMidCtaProps) {
  return (
    <section aria-labelledby="mid-cta-heading" className="mx-auto max-w-6xl px-4 py-6">
      <div className="flex flex-col items-start gap-4 rounded-2xl bg-sand px-6 py-8 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="mid-cta-heading" className="text-xl font-semibold text-navy">
            {headline}
          </h2>
          {description ? <p className="mt-1 max-w-2xl text-muted">{description}</p> : null}
        </div>
        <a
          href="#lead-form"
          data-lead-intent="advice"
          className="inline-flex min-h-12 shrink-0 items-center rounded-full bg-navy px-6 font-semibold text-white hover:bg-teal"
        >
          {buttonLabel}
        </a>
      </div>
    </section>
  )
}
