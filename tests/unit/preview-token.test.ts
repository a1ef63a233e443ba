import { describe, expect, it } from 'vitest'
import {
  issuePreviewToken,
  PREVIEW_TOKEN_SECONDS,
  readPreviewToken,
} from '@/lib/content/preview-token'

const target = { kind: 'project' as const, id: '6f1c1d8e-4b0a-4c3e-9a59-1c1d2e3f4a5b' }

describe('draft preview links', () => {
  it('show the record they were made for, for 7 days', () => {
    const now = Date.UTC(2026, 10, 24)
    const token = issuePreviewToken(target, now)
    expect(readPreviewToken(token, now)).toEqual(target)
    expect(readPreviewToken(token, now + (PREVIEW_TOKEN_SECONDS - 60) * 1000)).toEqual(target)
    expect(readPreviewToken(token, now + (PREVIEW_TOKEN_SECONDS + 60) * 1000)).toBeNull()
  })

  it('refuse an altered, forged or malformed token', () => {
    const token = issuePreviewToken(target)
    const [body, signature] = token.split('~')
    const other = Buffer.from(JSON.stringify({ k: 'd', i: target.id, x: 4e9 })).toString(
      'base64url',
    )
    for (const bad of [
      `${other}~${signature}`,
      `${body}~x${signature}`,
      `${body}.${signature}~`,
      body!,
      '',
      'a.b.c',
      `${body}~`,
      `${body}.`,
    ]) {
      expect(readPreviewToken(bad)).toBeNull()
    }
  })

  // Issue 38 §8: a link ending in `.` and letters (a signature without - or _, one in four)
  // looked like a file and got Next's weaker policy instead of the front server's.
  it('never end like a file name, and links made with a dot still open', () => {
    const start = Date.UTC(2026, 10, 24)
    for (let i = 0; i < 200; i++) {
      const token = issuePreviewToken(target, start + i * 1000)
      expect(`/preview/${token}`).not.toMatch(/\.[a-z0-9]+$/i)
      expect(token).not.toContain('.')
    }
    const [body, signature] = issuePreviewToken(target, start).split('~')
    expect(readPreviewToken(`${body}.${signature}`, start)).toEqual(target)
  })
})
