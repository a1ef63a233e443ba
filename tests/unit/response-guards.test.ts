import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import { describe, expect, it } from 'vitest'
import { guardResponse } from '@/scripts/server/response-guards.mjs'
import { BASELINE_PAGE_POLICY, RESOURCE_POLICY } from '@/scripts/server/security-headers.mjs'

const facts = { client: '127.0.0.1', proto: 'http' as const, host: 'localhost', https: false }

/** A response as Next writes it through the front server, its headers read after writeHead. */
function written(headers: Record<string, string>, passed?: Record<string, string>) {
  const res = new ServerResponse(new IncomingMessage(new Socket()))
  guardResponse(res, facts)
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  if (passed) res.writeHead(200, passed)
  else res.writeHead(200)
  return { ...res.getHeaders(), ...passed }
}

describe('responses Next writes through the front server (issue 38 §8)', () => {
  it('never lets HTML out with inline scripts allowed as a class', () => {
    for (const headers of [
      written({
        'content-type': 'text/html',
        'content-security-policy': BASELINE_PAGE_POLICY.http,
      }),
      written(
        {},
        { 'content-type': 'text/html', 'content-security-policy': BASELINE_PAGE_POLICY.http },
      ),
    ]) {
      const policy = String(headers['content-security-policy'])
      expect(policy).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com;/)
      expect(policy).not.toContain("'unsafe-inline' https://www.googletagmanager.com")
      expect(policy).toContain("object-src 'none'")
    }
  })

  it('leaves other policies as Next set them', () => {
    const nonce = "default-src 'self'; script-src 'self' 'nonce-abc'; frame-ancestors 'none'"
    expect(
      written({ 'content-type': 'text/html', 'content-security-policy': nonce })[
        'content-security-policy'
      ],
    ).toBe(nonce)
    expect(written({ 'content-type': 'application/json' })['content-security-policy']).toBe(
      RESOURCE_POLICY,
    )
  })
})
