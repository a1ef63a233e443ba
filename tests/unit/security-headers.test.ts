import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes, pagePolicy } from '../../scripts/server/security-headers.mjs'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('page policy', () => {
  it('hashes each known inline script once, but not external scripts or JSON-LD data blocks', () => {
    const html = [
      '<script>self.__next_f.push([1,"a"])</script>',
      '<script src="/_next/static/chunks/app.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script>self.__next_f.push([1,"a"])</script>',
      '<script type="module">import("/x.js")</script>',
      '<SCRIPT nonce="">self.__next_f.push([1,"ünï"])</SCRIPT>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual({
      hashes: [sha('self.__next_f.push([1,"a"])'), sha('self.__next_f.push([1,"ünï"])')],
      unknown: 1, // the module script is none of the app's own (tests/unit/inline-scripts.test.ts)
    })
  })

  it('never allows inline scripts in general, and locks objects, base and framing', () => {
    const policy = pagePolicy({ scripts: ["'sha256-abc'"], frameAncestors: "'none'", https: true })
    expect(policy).toContain("script-src 'self' 'sha256-abc' https://www.googletagmanager.com")
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      'upgrade-insecure-requests',
    ])
      expect(policy).toContain(directive)
    expect(pagePolicy({ scripts: [], frameAncestors: "'self'" })).not.toContain('upgrade')
  })

  it('lets Tag Manager load and report on public pages only, not in the admin', () => {
    const admin = pagePolicy({ scripts: ["'nonce-x'"], frameAncestors: "'none'", analytics: false })
    expect(admin).toContain("script-src 'self' 'nonce-x';")
    expect(admin).toContain("connect-src 'self';")
    expect(admin).not.toMatch(/googletagmanager|google-analytics/)
  })
})
