import { ProjectSection } from './project-section'

export type ProjectFaqProps = { heading: string; faqs: { question: string; answer: string }[] }

export function ProjectFaq({ heading, faqs }: ProjectFaqProps) {
  return (
    <ProjectSection id="faq" heading={heading} width="narrow">
      <div className="mt-6 space-y-3">
        {faqs.map((faq) => (
          <details key={faq.question} className="group rounded-2xl bg-white ring-1 ring-sand-deep">
            {/* The summary fills the card: a tap anywhere on it opens or closes the answer. */}
            <summary className="flex min-h-11 cursor-pointer items-center p-5 font-semibold text-navy">
              {faq.question}
            </summary>
            <p className="px-5 pb-5 text-muted">{faq.answer}</p>
          </details>
        ))}
      </div>
    </ProjectSection>
  )
}
