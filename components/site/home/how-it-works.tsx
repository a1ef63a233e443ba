'use client'

import { ChevronDown } from 'lucide-react'
import { useId, useState } from 'react'

export type Step = { title: string; body: string; label: string }
export type HowItWorksProps = { heading: string; steps: Step[]; progressLabels: string[] }

// Spec §2/§9: one step open at a time, the first open initially, a click on the open step
// closes it; panels are at most 10rem tall; a progress bar follows the open step.
export function HowItWorks({ heading, steps, progressLabels }: HowItWorksProps) {
  const [open, setOpen] = useState<number | null>(0)
  const id = useId()
  const current = open === null ? 0 : open + 1
  return (
    <section aria-labelledby={`${id}-heading`} className="mx-auto max-w-3xl px-4 py-14">
      <h2 id={`${id}-heading`} className="text-2xl font-semibold text-navy">
        {heading}
      </h2>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={steps.length}
        aria-valuenow={current}
        aria-valuetext={current ? progressLabels[current - 1] : undefined}
        aria-label={heading}
        className="mt-5 h-1.5 overflow-hidden rounded-full bg-sand-deep"
      >
        <div
          className="h-full bg-gold transition-all"
          style={{ width: `${(current / steps.length) * 100}%` }}
        />
      </div>
      <ol className="mt-6 space-y-3">
        {steps.map((step, index) => {
          const isOpen = open === index
          return (
            <li key={step.title} className="rounded-2xl bg-white ring-1 ring-sand-deep">
              <h3>
                <button
                  type="button"
                  id={`${id}-trigger-${index}`}
                  aria-expanded={isOpen}
                  aria-controls={`${id}-panel-${index}`}
                  onClick={() => setOpen(isOpen ? null : index)}
                  className="flex w-full items-center gap-4 p-5 text-start"
                >
                  <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-navy font-semibold text-white">
                    {index + 1}
                  </span>
                  <span className="flex-1">
                    <span className="block text-sm font-semibold uppercase tracking-wide text-gold">
                      {step.label}
                    </span>
                    <span className="block text-lg font-semibold text-navy">{step.title}</span>
                  </span>
                  <ChevronDown
                    aria-hidden
                    className={`size-5 text-navy transition ${isOpen ? 'rotate-180' : ''}`}
                  />
                </button>
              </h3>
              <div
                id={`${id}-panel-${index}`}
                role="region"
                aria-labelledby={`${id}-trigger-${index}`}
                hidden={!isOpen}
                className="max-h-40 overflow-hidden px-5 pb-5 ps-18 text-muted"
              >
                {step.body}
              </div>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
