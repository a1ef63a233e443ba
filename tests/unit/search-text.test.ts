import { describe, expect, it } from 'vitest'
import { egyptianMobileDigits, toWesternDigits } from '@/lib/validation/phone'
import { foldSearchText, phoneSearchDigits } from '@/lib/validation/search-text'

describe('phone numbers as people type them', () => {
  it.each([
    ['01012345678', '1012345678'],
    ['+20 101 234 5678', '1012345678'],
    ['00201012345678', '1012345678'],
    ['٠١٠١٢٣٤٥٦٧٨', '1012345678'],
    ['۰۱۰۱۲۳۴۵۶۷۸', '1012345678'],
    ['(010) 1234-5678', '1012345678'],
    ['1012345678', '1012345678'],
  ])('%j is the Egyptian mobile %s', (typed, digits) => {
    expect(egyptianMobileDigits(typed)).toBe(digits)
    expect(phoneSearchDigits(typed)).toBe(digits)
  })

  it('searches other numbers by their digits, and text not at all', () => {
    expect(phoneSearchDigits('5678')).toBe('5678')
    expect(phoneSearchDigits('+44 20 7946 0958')).toBe('442079460958')
    expect(phoneSearchDigits('12')).toBeNull()
    expect(phoneSearchDigits('Mona 0101')).toBeNull()
    expect(egyptianMobileDigits('01301234567')).toBeNull()
    expect(toWesternDigits('رقم ٠١٢')).toBe('رقم 012')
  })
})

describe('search text folding', () => {
  it('lowers case and folds Arabic letter forms, marks and tatweel', () => {
    expect(foldSearchText('Mona ADEL')).toBe('mona adel')
    expect(foldSearchText('أحمد إبراهيم آمنة')).toBe('احمد ابراهيم امنه')
    expect(foldSearchText('مُصْطَفَى')).toBe('مصطفي')
    expect(foldSearchText('مـــحمد')).toBe('محمد')
  })
})
