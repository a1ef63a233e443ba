import 'server-only'
import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import { authMessage } from './auth-message'

let checker: ZxcvbnFactory | undefined

/** zxcvbn's scale: 3 is "safely unguessable" against an offline attack on a slow hash. */
const MIN_SCORE = 3

/**
 * Whether a new password is among the common and breached ones (zxcvbn's offline lists: the
 * most used passwords, names, keyboard walks, dates) or close enough to them to be guessed.
 * `related` are words an attacker would try first (the staff member's e-mail, the brand).
 */
export function isGuessablePassword(password: string, related: string[] = []): boolean {
  checker ??= new ZxcvbnFactory({
    dictionary: common.dictionary,
    graphs: common.adjacencyGraphs,
  })
  // An e-mail counts as itself, its name part and each word of that ("nadia.fahmy@…").
  const words = related.flatMap((text) => {
    const name = text.split('@')[0] ?? text
    return [text, name, ...name.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 2)]
  })
  return checker.check(password, ['masar', 'admin', ...words]).score < MIN_SCORE
}

/** "This password is too common or easy to guess…" (catalogue key). */
export const GUESSABLE_MESSAGE = authMessage('guessable')
