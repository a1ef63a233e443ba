import { describe, expect, it } from 'vitest'
import errorsAr from '@/messages/errors/ar.json'
import errorsEn from '@/messages/errors/en.json'
import priceAr from '@/messages/price/ar.json'
import priceEn from '@/messages/price/en.json'

// Catalogues small enough for a public page's own JavaScript (error screens) or shared by the
// site and the admin (price words): the same messages in both languages, none left empty.
describe.each([
  ['errors', errorsEn, errorsAr],
  ['price', priceEn, priceAr],
] as const)('messages/%s', (_, en, ar) => {
  it('has every English message in Arabic, written', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort())
    for (const text of [...Object.values(en), ...Object.values(ar)]) expect(text.trim()).not.toBe('')
    for (const text of Object.values(ar)) expect(text).toMatch(/[\u0600-\u06ff]/)
  })
})
