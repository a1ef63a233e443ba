import { describe, expect, it } from 'vitest'
import { IntlMessageFormat } from 'intl-messageformat'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const dir = join(import.meta.dirname, '../../messages/admin')
const catalogue = (language: string): Tree =>
  Object.fromEntries(
    readdirSync(join(dir, language)).map((file) => [
      file.replace(/\.json$/, ''),
      JSON.parse(readFileSync(join(dir, language, file), 'utf8')) as Tree,
    ]),
  )

type Tree = { [key: string]: string | Tree }

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') found.set(path, value)
    else for (const [k, v] of leaves(value, path)) found.set(k, v)
  }
  return found
}

// A key missing in either language would show its path to staff of that language.
describe('admin catalogues', () => {
  const english = leaves(catalogue('en'))
  const arabic = leaves(catalogue('ar'))

  it('have the same keys in English and Arabic', () => {
    expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort())
  })

  it('have no empty message', () => {
    for (const [key, text] of [...english, ...arabic]) expect(text.trim(), key).not.toBe('')
  })

  it('parse as ICU messages, with the same arguments in both languages', () => {
    for (const [key, text] of english) {
      const args = (message: string, locale: string) =>
        new IntlMessageFormat(message, locale)
          .getAst()
          .flatMap((node) => ('value' in node && node.type !== 0 ? [String(node.value)] : []))
          .sort()
      expect(args(arabic.get(key)!, 'ar'), key).toEqual(args(text, 'en'))
    }
  })
})
