import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { abbreviateEgp, affixWords, amountAffixes, formatEgp } from '@/lib/pricing/format-price'
import { priceWords } from '@/lib/pricing/price-words'
import { moneyText, readMoney } from '@/lib/pricing/read-money'

const root = join(__dirname, '../..')

describe('price words from the catalogue (messages/price)', () => {
  it('says 3 to 10 millions and thousands in the Arabic plural, other counts in the singular', () => {
    const words = priceWords('ar')
    expect(abbreviateEgp(3_000_000, words)).toBe('3 ملايين جنيه')
    expect(abbreviateEgp(10_000_000, words)).toBe('10 ملايين جنيه')
    expect(abbreviateEgp(5_000, words)).toBe('5 آلاف جنيه')
    expect(abbreviateEgp(3_500_000, words)).toBe('3.5 مليون جنيه')
    expect(abbreviateEgp(11_000_000, words)).toBe('11 مليون جنيه')
    expect(abbreviateEgp(950_000, words)).toBe('950 ألف جنيه')
    expect(abbreviateEgp(3_000_000, priceWords('en'))).toBe('EGP 3M')
  })

  it('every abbreviated amount reads back as the amount it rounds to', () => {
    for (const locale of ['en', 'ar'] as const)
      for (const amount of [3_000_000, 9_800_000, 950_000, 5_000, 12_500_000])
        expect(readMoney(abbreviateEgp(amount, priceWords(locale)))).toBe(amount)
  })

  it("gives the public calculator (no ICU in its bundle) the catalogue's own words", () => {
    for (const locale of ['en', 'ar'] as const) {
      const words = priceWords(locale)
      const affixed = affixWords({
        full: amountAffixes(words, 'full'),
        typed: amountAffixes(words, 'typed'),
      })
      for (const amount of [0, 500, 1_234_567, 20_000_000]) {
        expect(formatEgp(amount, affixed)).toBe(formatEgp(amount, words))
        expect(moneyText(amount, affixed)).toBe(moneyText(amount, words))
      }
    }
  })
})

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** A price word written in code: Arabic currency or scale words, or "EGP " before a figure. */
const PRICE_WORD = /جنيه|مليون|ملايين|ألف|آلاف|EGP\s*(?:\$\{|\d)|\d\s*EGP/

/** Literal text in a file (strings, templates, JSX text), not comments. */
function literals(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateExpression(node) ||
      ts.isJsxText(node)
    )
      found.push(node.getText())
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** The parsers read every way people and ad reports write money, so they name the words they accept. */
const READS_WORDS = ['lib/pricing/read-money.ts', 'lib/ad-spend/report-values.ts']

describe('price words in code', () => {
  it('live only in the catalogue: no source writes them', () => {
    const found: string[] = []
    for (const dir of ['lib', 'components', 'app'])
      for (const file of sourceFiles(join(root, dir))) {
        const path = relative(root, file)
        if (READS_WORDS.includes(path)) continue
        for (const text of literals(file)) if (PRICE_WORD.test(text)) found.push(`${path}: ${text}`)
      }
    expect(found).toEqual([])
  })

  it('would catch one (the check itself)', () => {
    expect(PRICE_WORD.test('`${amount} جنيه`')).toBe(true)
    expect(PRICE_WORD.test('`EGP ${amount}`')).toBe(true)
    expect(PRICE_WORD.test("'EGP'")).toBe(false)
  })
})
