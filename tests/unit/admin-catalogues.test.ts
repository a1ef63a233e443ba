import { describe, expect, it } from 'vitest'
import { IntlMessageFormat } from 'intl-messageformat'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { catalogueLeaves, type CatalogueTree } from '../support/catalogue-leaves'

const dir = join(import.meta.dirname, '../../messages/admin')
const catalogue = (language: string): CatalogueTree =>
  Object.fromEntries(
    readdirSync(join(dir, language)).map((file) => [
      file.replace(/\.json$/, ''),
      JSON.parse(readFileSync(join(dir, language, file), 'utf8')) as CatalogueTree,
    ]),
  )

// A key missing in either language would show its path to staff of that language.
describe('admin catalogues', () => {
  const english = catalogueLeaves(catalogue('en'))
  const arabic = catalogueLeaves(catalogue('ar'))

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
