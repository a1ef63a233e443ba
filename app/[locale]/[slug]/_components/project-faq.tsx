import { ProjectSection } from './project-section'

export type ProjectFaqProps = { heading: string; faqs: { question: string; answer: string }[] }

export function ProjectFaq({ heading, faqs }: ProjectFaqProps) {
  return (
    <ProjectSection id="faq" heading={heading} width="narrow">
      <div className="mt-6 space-y-3">
        {faqs.map((faq) => (
          <details
            key={faq.question}
            className="group rounded-2xl bg-white p-5 ring-1 ring-sand-deep"
          >
            <summary className="cursor-pointer font-semibold text-navy">{faq.question}</summary>
            <p className="mt-3 text-muted">{faq.answer}</p>
          </details>
        ))}
      </div>
    </ProjectSection>
  )
}
