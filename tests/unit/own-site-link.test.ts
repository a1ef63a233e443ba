import { describe, expect, it } from 'vitest'
import { ownSiteLink } from '@/lib/lead-inbox/own-site-link'

const SITE = 'https://masar.example'

describe('ownSiteLink', () => {
  it.each([
    ['https://masar.example/palm-valley?gclid=x', 'https://masar.example/palm-valley?gclid=x'],
    ['http://masar.example/ar', 'http://masar.example/ar'],
  ])('links the site’s own page %s', (url, href) => {
    expect(ownSiteLink(url, SITE)).toBe(href)
  })

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://www.google.com/search?q=masar',
    'https://masar.example.evil.example/',
    'https://masar.example:8443/',
    'not a url',
    '',
  ])('shows %s as text', (url) => {
    expect(ownSiteLink(url, SITE)).toBeNull()
  })
})
