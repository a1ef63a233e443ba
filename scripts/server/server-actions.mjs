// @ts-check
// Server action ids are known when the build is: a POST naming another one (a forged id, or a
// page left open across a deploy) is answered here as Next would answer it, but without the
// stack trace Next logs for each (issue 38 §7: nothing unauthenticated writes one).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Next's length of a server reference id; another length is no action id at all. */
const ACTION_ID_LENGTH = 42

/**
 * The build's server action ids (its server reference manifest), or null when it cannot be
 * read: then Next decides, as without the front server.
 * @param {string} dist @returns {Set<string> | null}
 */
export function readActionIds(dist) {
  try {
    const manifest = JSON.parse(
      readFileSync(join(dist, 'server/server-reference-manifest.json'), 'utf8'),
    )
    return new Set([...Object.keys(manifest.node ?? {}), ...Object.keys(manifest.edge ?? {})])
  } catch {
    return null
  }
}

/**
 * Next's own answer to an action id the build does not have (status, body, and the header its
 * client router reads to load the page anew), or null for a request that names none or a
 * known one.
 * @param {Set<string> | null} known @param {import('node:http').IncomingHttpHeaders} headers
 * @returns {{ status: number, text: string, headers: Record<string, string> } | null}
 */
export function unknownActionAnswer(known, headers) {
  const id = headers['next-action']
  if (known === null || typeof id !== 'string' || known.has(id)) return null
  const possible = id.length === ACTION_ID_LENGTH
  return {
    status: possible ? 409 : 400,
    text: possible ? 'Server Action unavailable.' : 'Invalid Server Action request.',
    headers: { 'x-nextjs-action-not-found': '1' },
  }
}
