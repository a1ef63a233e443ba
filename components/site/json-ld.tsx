import type { Thing, WithContext } from 'schema-dts'
import { serializeJsonLd } from '@/lib/seo/json-ld'

/** One JSON-LD block, serialized through the escaping serializer (never raw JSON.stringify). */
export function JsonLd({ data }: { data: Record<string, unknown> | WithContext<Thing> }) {
  const withContext = { '@context': 'https://schema.org', ...(data as Record<string, unknown>) }
  return (
    <script
      type="application/ld+json"
      // Safe: serializeJsonLd escapes <, >, & and U+2028/9.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(withContext) }}
    />
  )
}
