import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  BASELINE_PAGE_POLICY,
  inlineScriptHashes,
  nextSecurityHeaders,
  pagePolicy,
  RESOURCE_POLICY,
  WORKER_POLICY,
} from '../../scripts/server/security-headers.mjs'

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

describe('the headers Next sends itself (next.config.mjs)', () => {
  const rules = nextSecurityHeaders()
  const valueOf = (rule: (typeof rules)[number], key: string) =>
    rule.headers.find((header) => header.key === key)?.value

  it('puts the base headers and the baseline page policy on every path, HSTS over HTTPS only', () => {
    const [http, https] = rules
    expect(http?.source).toBe('/:path*')
    expect(http?.missing).toEqual([{ type: 'header', key: 'x-forwarded-proto', value: 'https' }])
    expect(https?.has).toEqual(http?.missing)
    for (const rule of [http!, https!]) {
      expect(valueOf(rule, 'x-content-type-options')).toBe('nosniff')
      expect(valueOf(rule, 'referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(valueOf(rule, 'permissions-policy')).toContain('camera=()')
    }
    expect(valueOf(http!, 'content-security-policy')).toBe(BASELINE_PAGE_POLICY.http)
    expect(valueOf(https!, 'content-security-policy')).toBe(BASELINE_PAGE_POLICY.https)
    expect(valueOf(http!, 'strict-transport-security')).toBeUndefined()
    expect(valueOf(https!, 'strict-transport-security')).toContain('max-age=')
  })

  it('uses lower-case keys, so proxy.ts (the admin nonce policy, DENY) replaces them', () => {
    for (const rule of rules)
      for (const { key } of rule.headers) expect(key).toBe(key.toLowerCase())
  })

  it('gives files and the API the resource policy, after the page rules so it replaces them', () => {
    const resources = rules.slice(2)
    expect(resources.length).toBeGreaterThan(0)
    for (const rule of resources)
      expect(valueOf(rule, 'content-security-policy')).toBe(
        rule.source === '/admin/sw.js' ? WORKER_POLICY : RESOURCE_POLICY,
      )
    expect(resources.some((rule) => rule.source.includes('api|_next|media|og'))).toBe(true)
    expect(resources.some((rule) => rule.source === '/admin/icons/:path*')).toBe(true)
  })

  it('lets the portal’s service worker load nothing but its icons', () => {
    expect(WORKER_POLICY).toBe("default-src 'none'; img-src 'self'; frame-ancestors 'none'")
    expect(valueOf(rules.at(-1)!, 'content-security-policy')).toBe(WORKER_POLICY)
  })

  it('allows inline scripts as a class only in the baseline, which differs in nothing else', () => {
    const hashed = pagePolicy({ scripts: ["'sha256-abc'"], frameAncestors: "'self'" })
    expect(
      BASELINE_PAGE_POLICY.http.replace(
        "'unsafe-inline' https://www.google",
        "'sha256-abc' https://www.google",
      ),
    ).toBe(hashed)
    // A hash in the front server's policy would disable 'unsafe-inline' anyway: never mixed.
    expect(BASELINE_PAGE_POLICY.http).not.toMatch(/'sha256-|'nonce-/)
  })
})
