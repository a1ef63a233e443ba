import { describe, expect, it } from 'vitest'
import { serializeJsonLd } from '@/lib/seo/json-ld'

describe('serializeJsonLd', () => {
  it('escapes characters that could break out of a script element, and stays valid JSON', () => {
    const data = {
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: '</script><script>alert(1)</script> & co\u2028\u2029',
    }
    const json = serializeJsonLd(data)
    expect(json).not.toMatch(/[<>&\u2028\u2029]/)
    expect(json).toContain('\\u003c/script\\u003e')
    expect(JSON.parse(json)).toEqual(data)
  })
})
