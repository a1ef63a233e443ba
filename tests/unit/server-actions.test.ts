import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readActionIds, unknownActionAnswer } from '../../scripts/server/server-actions.mjs'

const KNOWN = '60540530dfcadaaf2762f88a8b2d276ba78b8b1b7c'

function buildWith(manifest: unknown) {
  const dist = mkdtempSync(join(tmpdir(), 'masar-dist-'))
  mkdirSync(join(dist, 'server'))
  writeFileSync(join(dist, 'server/server-reference-manifest.json'), JSON.stringify(manifest))
  return dist
}

describe('server action ids at the front door', () => {
  const known = readActionIds(buildWith({ node: { [KNOWN]: {} }, edge: {} }))

  it('lets a known id, and a request naming none, through to Next', () => {
    expect(unknownActionAnswer(known, { 'next-action': KNOWN })).toBeNull()
    expect(unknownActionAnswer(known, {})).toBeNull()
  })

  it('answers an unknown id as Next would: 409 for an id, 400 for something else', () => {
    expect(unknownActionAnswer(known, { 'next-action': `7f${KNOWN.slice(2)}` })).toEqual({
      status: 409,
      text: 'Server Action unavailable.',
      headers: { 'x-nextjs-action-not-found': '1' },
    })
    expect(unknownActionAnswer(known, { 'next-action': 'x' })?.status).toBe(400)
  })

  it('leaves every decision to Next when the build has no readable manifest', () => {
    const unreadable = readActionIds(mkdtempSync(join(tmpdir(), 'masar-dist-')))
    expect(unreadable).toBeNull()
    expect(unknownActionAnswer(unreadable, { 'next-action': 'x' })).toBeNull()
  })
})
