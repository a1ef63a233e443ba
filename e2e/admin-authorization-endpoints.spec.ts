import { expect, test } from '@playwright/test'
import { baseURL } from '../playwright.config'
import { parseCsv } from '../tests/support/parse-csv'
import {
  CALLERS,
  callers,
  countListed,
  expectLoginRedirect,
  hasInvalidSession,
  leakedData,
  seeded,
  setUpCallers,
  uploadAs,
} from './authorization-support'

/** The data endpoints: better-auth's HTTP API, RSC payloads, lead exports, media uploads. */

setUpCallers({ seed: true })

test('better-auth’s HTTP endpoints are not exposed', async () => {
  for (const caller of ['anonymous', 'admin'] as const) {
    for (const path of ['get-session', 'list-sessions', 'session', 'ok', 'two-factor/enable']) {
      const response = await callers[caller].get(`/api/auth/${path}`, { maxRedirects: 0 })
      expect(response.status(), `GET /api/auth/${path} as ${caller}`).toBe(404)
    }
    const signInApi = await callers[caller].post('/api/auth/sign-in/email', {
      data: { email: 'admin@e2e.example', password: 'e2e-admin-password' },
      maxRedirects: 0,
    })
    expect(signInApi.status(), `POST /api/auth/sign-in/email as ${caller}`).toBe(404)
  }
})

test('the RSC payload of the admin lists carries data only for staff', async () => {
  // What the client router fetches on navigation (`_rsc` as Next expects it for these headers).
  const rsc = { headers: { RSC: '1' }, maxRedirects: 0 }
  for (const kind of ['developers', 'projects', 'units', 'leads']) {
    const path = `/admin/${kind}?_rsc`
    await expectLoginRedirect(await callers.anonymous.get(path, rsc), `${kind} as anonymous`)
    for (const caller of CALLERS.filter((c) => c !== 'anonymous')) {
      const response = await callers[caller].get(path, rsc)
      const body = await response.text()
      // A sales rep reads leads (the seeded one is nobody's, theirs to take), not content.
      const staff =
        caller === 'moderator' || caller === 'admin' || (caller === 'sales' && kind === 'leads')
      expect(response.status(), `${kind} as ${caller}`).toBe(200)
      expect(response.headers()['content-type'], `${kind} as ${caller}`).toContain(
        'text/x-component',
      )
      if (hasInvalidSession(caller)) {
        // The proxy lets the cookie through; the page's guard answers with a redirect to sign-in.
        expect(body, `${kind} as ${caller}`).toContain('NEXT_REDIRECT;replace;/admin/login;307;')
      }
      if (caller === 'user' || (caller === 'sales' && !staff))
        expect(body).toContain('Access Denied')
      expect(leakedData(body, path).length > 0, `${kind} data in the RSC for ${caller}`).toBe(staff)
    }
  }
})

test('lead exports are admin only: moderators, sales reps and users get 403, nobody signed in the sign-in page', async () => {
  for (const path of ['/admin/leads/export', '/admin/leads/conversions?stage=won']) {
    for (const caller of CALLERS) {
      const response = await callers[caller].get(path, { maxRedirects: 0 })
      const what = `${path} as ${caller}`
      if (caller === 'anonymous' || hasInvalidSession(caller)) {
        await expectLoginRedirect(response, what)
        continue
      }
      const body = await response.text()
      if (caller === 'admin') {
        expect(response.status(), what).toBe(200)
        expect(response.headers()['content-type'], what).toBe('text/csv; charset=utf-8')
        expect(response.headers()['cache-control'], what).toBe('no-store')
        continue
      }
      expect(response.status(), what).toBe(403)
      expect(body, what).toContain(
        caller === 'moderator' ? 'Admin Access Required' : 'Access Denied',
      )
      expect(leakedData(body, path), what).toEqual([])
    }
  }
  // The admin's file holds the booked lead.
  const csv = await (await callers.admin.get(`/admin/leads/export?q=${seeded.leadName}`)).text()
  const [header, row] = parseCsv(csv.replace(/^\uFEFF/, ''))
  expect(row?.[header!.indexOf('Name')]).toBe(seeded.leadName)
})

test('the media upload takes files from staff only, sent from this site', async () => {
  const stamp = Date.now().toString(36)
  for (const caller of CALLERS) {
    const name = `authz-upload-${caller}-${stamp}.png`
    const response = await uploadAs(caller, name)
    const what = `upload as ${caller}`
    if (caller === 'anonymous') {
      // Refused at the front door before its body is read (no session cookie at all).
      expect(response.status(), what).toBe(401)
      expect(await response.text(), what).toBe('Sign in to upload')
      expect(await countListed('media', name), `${what} stored nothing`).toBe(0)
      continue
    }
    expect(response.headers()['content-type'], what).toContain('application/json')
    const result = await response.json()
    if (caller === 'moderator' || caller === 'admin') {
      expect(response.status(), what).toBe(200)
      expect(result, what).toMatchObject({ ok: true, data: { item: { name, kind: 'image' } } })
      continue
    }
    const signedIn = caller === 'user' || caller === 'sales'
    const code = signedIn ? 'forbidden' : 'unauthenticated'
    expect(response.status(), what).toBe(signedIn ? 403 : 401)
    expect(result, what).toMatchObject({ ok: false, code })
    expect(await countListed('media', name), `${what} stored nothing`).toBe(0)
  }
  // A staff session alone is not enough: the request must come from this site's pages.
  for (const origin of ['https://evil.example', '']) {
    const name = `authz-cross-site-${stamp}.png`
    const response = await uploadAs('admin', name, { origin })
    expect(response.status(), `origin ${origin || '(none)'}`).toBe(403)
    expect(await response.json()).toMatchObject({ ok: false, code: 'forbidden' })
    expect(await countListed('media', name)).toBe(0)
  }
})

test('the live inbox stream is for staff who may see leads; others get the sign-in page or 403', async () => {
  const path = '/admin/leads/live'
  for (const caller of CALLERS) {
    const what = `${path} as ${caller}`
    if (caller === 'anonymous' || hasInvalidSession(caller) || caller === 'user') {
      const response = await callers[caller].get(path, { maxRedirects: 0 })
      if (caller === 'user') expect(response.status(), what).toBe(403)
      else await expectLoginRedirect(response, what)
      continue
    }
    // The stream never ends: read its head and first event, then hang up.
    const { cookies } = await callers[caller].storageState()
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ')
    const hangUp = new AbortController()
    const response = await fetch(`${baseURL}${path}`, {
      headers: { cookie },
      signal: hangUp.signal,
    })
    expect(response.status, what).toBe(200)
    expect(response.headers.get('content-type'), what).toBe('text/event-stream; charset=utf-8')
    expect(response.headers.get('cache-control'), what).toBe('no-store, no-transform')
    const reader = response.body!.getReader()
    let text = ''
    while (!text.includes('event: ready'))
      text += new TextDecoder().decode((await reader.read()).value)
    hangUp.abort()
  }
})
