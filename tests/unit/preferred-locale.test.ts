import { describe, expect, it } from 'vitest'
import { preferredLocale } from '@/lib/admin-i18n/preferred-locale'

describe('preferredLocale (Accept-Language → portal language)', () => {
  it.each([
    ['ar-EG,ar;q=0.9,en-US;q=0.8,en;q=0.7', 'ar'],
    ['ar', 'ar'],
    ['en-US,en;q=0.9,ar;q=0.8', 'en'],
    ['fr-FR,fr;q=0.9,ar;q=0.5', 'ar'],
    ['fr-FR,de', 'en'],
    ['en;q=0.4,ar;q=0.6', 'ar'],
    ['ar;q=0,en', 'en'],
    ['', 'en'],
    [null, 'en'],
    ['*', 'en'],
  ] as const)('%s → %s', (header, expected) => {
    expect(preferredLocale(header)).toBe(expected)
  })
})
