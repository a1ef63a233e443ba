/** "heroCtaLabel" → "Hero cta label", with the acronyms staff know written as such. */
export function humanize(name: string): string {
  const words = name
    .replace(/([A-Z])/g, ' $1')
    .toLowerCase()
    .trim()
  const text = words.replace(/\b(cta|seo|og|faq|faqs|url)\b/g, (w) =>
    w === 'faqs' ? 'FAQs' : w.toUpperCase(),
  )
  return text.charAt(0).toUpperCase() + text.slice(1)
}
