import { beforeAll, describe, expect, it } from 'vitest'
import { GET } from '@/app/api/health/route'
import { healthDetailsAllowed } from '@/lib/server/health-details-allowed'
import { migratedDb } from '../support/db'

beforeAll(async () => {
  await migratedDb()
})

const from = (address: string, extra: Record<string, string> = {}) =>
  new Request('http://localhost/api/health', {
    headers: { 'x-forwarded-for': address, ...extra },
  })

describe('/api/health', () => {
  it('tells anyone else only ok, without the database or the mail backlog', async () => {
    const response = await GET(from('203.0.113.9'))
    expect(response.status).toBe(200)
    expect(Object.keys(await response.json())).toEqual(['ok'])
  })

  it('gives this machine the details', async () => {
    const response = await GET(from('127.0.0.1'))
    expect(await response.json()).toMatchObject({
      database: { ok: true, kind: expect.any(String), latencyMs: expect.any(Number) },
      outbox: { pending: expect.any(Number) },
    })
  })

  it('gives the details to a holder of HEALTH_TOKEN, not to a wrong or absent token', () => {
    const token = 'a-long-monitoring-token'
    const remote = (auth?: string) =>
      from('203.0.113.9', auth ? { authorization: auth } : {}).headers
    expect(healthDetailsAllowed(remote(`Bearer ${token}`), token)).toBe(true)
    expect(healthDetailsAllowed(remote('Bearer wrong-token-of-some-size'), token)).toBe(false)
    expect(healthDetailsAllowed(remote(), token)).toBe(false)
    expect(healthDetailsAllowed(remote(`Bearer ${token}`), undefined)).toBe(false)
    // A forged first entry is not believed: the front server's own entry is the last one.
    expect(healthDetailsAllowed(from('127.0.0.1, 203.0.113.9').headers, undefined)).toBe(false)
  })
})
