import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { catalogueLeaves, type CatalogueTree } from '../support/catalogue-leaves'
import { describe, expect, it } from 'vitest'

// One voice per surface (docs/admin-arabic-glossary.md): every Arabic catalogue text is read
// against the glossary's banned forms, where each applies.

const root = join(import.meta.dirname, '../..')

const read = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as CatalogueTree

const site = new Map<string, string>()
for (const file of ['messages/ar.json', 'messages/errors/ar.json', 'messages/price/ar.json'])
  catalogueLeaves(read(file), file, site)
const portal = new Map<string, string>()
for (const file of readdirSync(join(root, 'messages/admin/ar')))
  catalogueLeaves(read(`messages/admin/ar/${file}`), file.replace(/\.json$/, ''), portal)

type Banned = { form: string; instead: string; where: 'site' | 'portal' | 'all'; except: string[] }

/** The "Banned forms" table of the glossary. */
function bannedForms(): Banned[] {
  const text = readFileSync(join(root, 'docs/admin-arabic-glossary.md'), 'utf8')
  const table = text.slice(text.indexOf('## Banned forms'))
  return table
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*(Banned|-)/.test(line))
    .map((line) => {
      const [form, instead, where, except] = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim())
      return {
        form: form!,
        instead: instead!,
        where: where as Banned['where'],
        except: except ? except.split(/,\s*/) : [],
      }
    })
}

describe('the Arabic voice', () => {
  const banned = bannedForms()

  it('reads a table of banned forms from the glossary', () => {
    expect(banned.length).toBeGreaterThan(10)
    for (const entry of banned) expect(['site', 'portal', 'all']).toContain(entry.where)
    expect(banned.map((entry) => entry.form)).toEqual(
      expect.arrayContaining(['المشاريع', 'بالدور', 'متى تخطط']),
    )
  })

  it('finds no banned form in the catalogues it applies to', () => {
    const found: string[] = []
    for (const { form, instead, where, except } of banned) {
      const catalogues = where === 'site' ? [site] : where === 'portal' ? [portal] : [site, portal]
      for (const catalogue of catalogues)
        for (const [key, text] of catalogue)
          if (text.includes(form) && !except.includes(key))
            found.push(`${key}: "${form}" (say "${instead}")`)
    }
    expect(found).toEqual([])
  })

  it('would catch one: the test is not empty-handed', () => {
    const sample = new Map([['x', 'التالي بالدور']])
    const hits = banned.filter(
      (entry) => entry.where !== 'site' && [...sample.values()].some((t) => t.includes(entry.form)),
    )
    expect(hits.map((entry) => entry.form)).toEqual(['بالدور'])
  })
})
