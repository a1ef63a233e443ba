import { describe, expect, it } from 'vitest'
import { alternatePath } from '@/lib/i18n/alternate-path'

describe('alternatePath', () => {
  it.each([
    ['/', '/ar', 'ar'],
    ['/ar', '/', 'en'],
    ['/zayed-greens', '/zayed-greens/ar', 'ar'],
    ['/zayed-greens/ar', '/zayed-greens', 'en'],
    ['/developers/nile-crest/', '/developers/nile-crest/ar', 'ar'],
    ['/developers/nile-crest/ar', '/developers/nile-crest', 'en'],
  ])('%s ↔ %s', (from, to, locale) => {
    expect(alternatePath(from)).toEqual({ path: to, locale })
  })
})
