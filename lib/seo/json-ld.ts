import type { Thing, WithContext } from 'schema-dts'

const unsafe: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/**
 * JSON for a <script type="application/ld+json"> element. Staff-entered text ends up inside
 * a script tag, so <, >, & and the JavaScript line separators are escaped: "</script>" in a
 * project description can never close the element.
 */
export function serializeJsonLd(data: WithContext<Thing> | Record<string, unknown>): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => unsafe[c]!)
}
