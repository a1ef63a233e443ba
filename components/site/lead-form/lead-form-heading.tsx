'use client'

import { useLeadIntent, type LeadIntent } from './lead-intent'

export type LeadFormTexts = { heading: string; description: string | null }

export type LeadFormHeadingProps = {
  id: string
  /** The form's own texts (staff's), then one set per intent. */
  texts: Record<'default' | NonNullable<LeadIntent>, LeadFormTexts>
}

/** The lead form's title and line under it, matching the call to action the visitor chose. */
export function LeadFormHeading({ id, texts }: LeadFormHeadingProps) {
  const intent = useLeadIntent()
  const { heading, description } = texts[intent ?? 'default']
  return (
    <>
      <h2 id={id} className="text-2xl font-semibold text-navy">
        {heading}
      </h2>
      {description ? <p className="mt-2 text-muted">{description}</p> : null}
    </>
  )
}
