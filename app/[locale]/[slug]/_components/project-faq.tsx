export type ProjectFaqProps = { heading: string; faqs: { question: string; answer: string }[] }

export function ProjectFaq({ heading, faqs }: ProjectFaqProps) {
  return (
    <section
      id="faq"
      aria-labelledby="faq-heading"
      className="mx-auto max-w-3xl scroll-mt-36 px-4 py-12"
    >
      <h2 id="faq-heading" className="text-2xl font-semibold text-navy">
        {heading}
      </h2>
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
    </section>
  )
}
