import { format } from 'node:util'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { leads } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { logError } from '@/lib/server/log-error'
import { scrubConsole } from '@/lib/server/scrub-console'
import { migratedDb } from '../support/db'

let database: Db

beforeAll(async () => {
  database = await migratedDb()
})

const visitor = {
  fullName: `Mona Adel ${'x'.repeat(120)}`, // longer than full_name's 100 characters
  email: 'mona.adel@example.com',
  phone: '01001234567',
}

/** The error a failing lead insert really throws (Drizzle's, with the pg error as its cause). */
async function failedLeadInsert(): Promise<unknown> {
  try {
    await database
      .insert(leads)
      .values({ source: 'consultation', formId: 'home_consultation', locale: 'en', ...visitor })
    throw new Error('the insert was expected to fail')
  } catch (error) {
    return error
  }
}

/** What logError writes to stderr, as Node would print it. */
function logged(error: unknown, production: boolean): string {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
  try {
    logError('Lead submission failed', error, production)
    return spy.mock.calls.map((args) => format(...args)).join('\n')
  } finally {
    spy.mockRestore()
  }
}

describe('logError', () => {
  it('in production writes the error without the query parameters', async () => {
    const error = await failedLeadInsert()
    // The raw error does carry the visitor's details: what this guards against.
    expect(format(error)).toContain(visitor.email)
    const line = logged(error, true)
    expect(line).toContain('Lead submission failed')
    expect(line).toContain('Failed query: insert into "leads"')
    expect(line).toContain('code 22001') // string_data_right_truncation, from error.cause
    for (const value of [visitor.email, visitor.phone, 'Mona Adel', 'params'])
      expect(line).not.toContain(value)
  })

  it('in production keeps the constraint of a violation', async () => {
    const error = await database
      .insert(leads)
      .values({
        source: 'consultation',
        formId: 'home_consultation',
        locale: 'en',
        fullName: 'Mona Adel',
        email: visitor.email,
        phone: visitor.phone,
        projectId: '00000000-0000-4000-8000-000000000000', // no such project
      })
      .then(
        () => null,
        (thrown: unknown) => thrown,
      )
    const line = logged(error, true)
    expect(line).toMatch(/code 23503, constraint \S+/) // foreign_key_violation
    for (const value of [visitor.email, visitor.phone, 'Mona Adel'])
      expect(line).not.toContain(value)
  })

  it('in production writes no thrown non-error value', () => {
    const line = logged(`reset token abc123 for ${visitor.email}`, true)
    expect(line).not.toContain(visitor.email)
    expect(line).not.toContain('abc123')
  })

  it('outside production logs the whole error, as before', async () => {
    const error = await failedLeadInsert()
    const line = logged(error, false)
    expect(line).toContain('Lead submission failed')
    expect(line).toContain(visitor.email)
    expect(line).toContain(visitor.phone)
  })
})

describe('the production console', () => {
  it('logs errors and lines without the parameters a failed query carried', () => {
    const lines: unknown[][] = []
    const target = {
      error: (...v: unknown[]) => lines.push(v),
      warn: () => {},
      log: () => {},
      info: () => {},
    }
    scrubConsole(target)
    const error = new Error(
      'Failed query: select * from leads where search_text like $1\nparams: %mona@example.com%',
    )
    target.error('A page failed', error)
    target.error('Failed query: insert … params: Mona,01001234567')
    const written = JSON.stringify(lines)
    expect(written).toContain('A page failed')
    expect(written).toContain('Failed query: select * from leads')
    expect(written).not.toContain('mona@example.com')
    expect(written).not.toContain('01001234567')
    expect(written).toContain('at ') // the stack frames stay, for whoever debugs
  })
})
