import type { RealEstateAgent, WithContext } from 'schema-dts'

export type RealEstateAgentInput = {
  name: string
  description: string
  /** The company's home page in the page's language, absolute. */
  url: string
  telephone: string
  email: string
  locale: string
}

/**
 * Spec §1: every page carries the company's real-estate-agent structured data, in the page's
 * language. Serialized by the one escaping serializer (components/site/json-ld.tsx).
 */
export function realEstateAgent(input: RealEstateAgentInput): WithContext<RealEstateAgent> {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: input.name,
    description: input.description,
    url: input.url,
    telephone: input.telephone,
    email: input.email,
    areaServed: { '@type': 'Country', name: 'Egypt' },
    // schema-dts lists inLanguage on creative works only; search engines read it here too.
    ...({ inLanguage: input.locale } as object),
  }
}
