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
    const [body, signature] = token.split('.')
    const other = Buffer.from(JSON.stringify({ k: 'd', i: target.id, x: 4e9 })).toString(
      'base64url',
    )
    for (const bad of [
      `${other}.${signature}`,
      `${body}.x${signature}`,
      body!,
      '',
      'a.b.c',
      `${body}.`,
    ]) {
      expect(readPreviewToken(bad)).toBeNull()
    }
  })
})
