import { describe, expect, it } from 'vitest'
import { isUrlOrPath, optionalUrl, requiredUrl, URL_MESSAGE } from '@/lib/validation/admin-fields'

describe('isUrlOrPath', () => {
  it.each([
    '/',
    '/images/hero.webp',
    '/images/a%20b.webp?v=2#top',
    'https://cdn.example.com/logo.png',
    'HTTP://cdn.example.com/a?b=c',
  ])('accepts %j', (value) => {
    expect(isUrlOrPath(value)).toBe(true)
  })

  it.each([
    ['a protocol-relative URL', '//evil.example/x.png'],
    ['a backslash after the slash (browsers read it as //)', '/\\evil.example/x.png'],
    ['backslash then slash', '/\\/evil.example'],
    ['a backslash later in a path', '/images\\hero.webp'],
    ['a tab in a path', '/images/\thero.webp'],
    ['a newline in a path', '/images/\nhero.webp'],
    ['a NUL in a path', '/images/hero.webp\u0000'],
    ['DEL in a path', '/images/\u007fhero.webp'],
    ['a backslash in an http(s) URL', 'https://cdn.example.com\\logo.png'],
    ['a backslash as the authority', 'https:\\\\evil.example/x.png'],
    ['a tab in an http(s) URL', 'https://cdn.example.com/lo\tgo.png'],
    ['a newline in the host', 'https://cdn.\nexample.com/logo.png'],
    ['a relative path', 'images/hero.webp'],
    ['another scheme', 'javascript:alert(1)'],
    ['nothing', ''],
  ])('refuses %s', (_label, value) => {
    expect(isUrlOrPath(value)).toBe(false)
  })
})

describe('URL fields', () => {
  const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.success ? undefined : result.error?.issues[0]?.message

  it('refuses off-site and control-character paths with the URL message', () => {
    for (const value of ['/\\evil.example', '/a\\b', '/a\u0001b', 'https://x.example/a\\b']) {
      expect(messageOf(optionalUrl.safeParse(value))).toBe(URL_MESSAGE)
      expect(messageOf(requiredUrl.safeParse(value))).toBe(URL_MESSAGE)
    }
  })

  it('still takes a path, a URL or (optional) nothing', () => {
    expect(optionalUrl.parse('  /logo.webp ')).toBe('/logo.webp')
    expect(optionalUrl.parse('')).toBeNull()
    expect(optionalUrl.parse(undefined)).toBeNull()
    expect(requiredUrl.parse('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png')
  })
})
