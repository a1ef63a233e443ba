// Lead submissions per second: replays the consultation form's real server-action request
// (captured from Chromium) with autocannon, a fresh idempotency key, e-mail and mobile per request
// (each lead a new person, so automatic assignment takes a turn of the rotation for each),
// then counts the stored rows once the server has stopped. Lost = accepted (2xx) - stored.
import { randomUUID } from 'node:crypto'
import autocannon from 'autocannon'
import { chromium } from 'playwright-core'
import { CONNECTIONS } from './load.mjs'

export const KEY_MARK = '00000000-bench-0000-0000-000000000000'
export const EMAIL_MARK = 'capture@bench.example' // not counted: only bench-…@ addresses are
const PHONE_MARK = '01001234567'

/** A made-up Egyptian mobile (010 and eight digits) per request. */
const freshMobile = () => `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`

/** Submits the home consultation form once in Chromium and records the request it sends. */
export async function captureConsultationRequest(baseUrl, chromePath) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] })
  try {
    const page = await browser.newPage()
    await page.addInitScript((key) => {
      // The same key every time, so the replay can swap it for a fresh one.
      crypto.randomUUID = () => key
    }, KEY_MARK)
    await page.goto(`${baseUrl}/`)
    await page.locator('#consultation').scrollIntoViewIfNeeded()
    const form = page.locator('#consultation form')
    await form.getByLabel('Full name').fill('Bench Lead')
    await form.getByLabel('Phone').fill(PHONE_MARK)
    await form.getByLabel('Email').fill(EMAIL_MARK)
    const sent = page.waitForRequest((r) => r.method() === 'POST' && !!r.headers()['next-action'])
    await form.getByRole('button', { name: 'Book my consultation' }).click()
    const request = await sent
    await page.getByText('Your consultation is booked').waitFor()
    const headers = await request.allHeaders()
    return {
      url: request.url(),
      body: request.postData() ?? '',
      headers: Object.fromEntries(
        Object.entries(headers).filter(
          ([name]) => !name.startsWith(':') && name !== 'content-length',
        ),
      ),
    }
  } finally {
    await browser.close()
  }
}

/**
 * @returns {Promise<{ seconds: number, connections: number, requestsPerSec: number,
 *   latencyP50Ms: number, latencyP99Ms: number, accepted: number, non2xx: number, errors: number }>}
 */
export function leadLoadTest(captured, { seconds }) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: captured.url,
        method: 'POST',
        connections: CONNECTIONS,
        duration: seconds,
        headers: captured.headers,
        body: captured.body,
        requests: [
          {
            setupRequest: (request) => {
              const id = randomUUID()
              return {
                ...request,
                body: captured.body
                  .replaceAll(KEY_MARK, id)
                  .replaceAll(EMAIL_MARK, `bench-${id}@bench.example`)
                  .replaceAll(PHONE_MARK, freshMobile()),
              }
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error)
        resolve({
          seconds,
          connections: CONNECTIONS,
          requestsPerSec: result.requests.average,
          latencyP50Ms: result.latency.p50,
          latencyP99Ms: result.latency.p99,
          accepted: result['2xx'],
          non2xx: result.non2xx,
          errors: result.errors,
        })
      },
    )
  })
}

/** Leads the load test stored in a PostgreSQL database. */
export async function countBenchLeadsOnServer(databaseUrl) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query(
      "select count(*)::int as n, count(assignee_id)::int as assigned from leads where email like 'bench-%@bench.example'",
    )
    return rows[0]
  } finally {
    await client.end()
  }
}

/** Leads the load test stored (read from the stopped server's embedded database). */
export async function countBenchLeads(pgliteDir) {
  const { PGlite } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  const db = new PGlite(pgliteDir, { extensions: { pg_trgm } })
  try {
    const { rows } = await db.query(
      "select count(*)::int as n, count(assignee_id)::int as assigned from leads where email like 'bench-%@bench.example'",
    )
    return rows[0]
  } finally {
    await db.close()
  }
}
