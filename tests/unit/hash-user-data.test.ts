import { describe, expect, it } from 'vitest'
import {
  hashEmail,
  hashPhone,
  normaliseEmail,
  normalisePhone,
} from '@/lib/lead-inbox/hash-user-data'

// Google documents the normalisation with example values (jane.doe@gmail.com → janedoe@gmail.com;
// https://developers.google.com/google-ads/api/docs/conversions/upload-identifiers) but we found
// no published example hashes: the hex below was computed outside Node, with
// `printf %s 'janedoe@gmail.com' | sha256sum` (coreutils), from the documented normalised strings.
const JANEDOE_GMAIL = 'd6117306485ed0e50afab3ac871e98f81699151f30281527d63ff5f233656c69'
const DANA_EXAMPLE = '07e2f1394b0ea80e2adca010ea8318df697001a005ba7452720edda4b0ce57b3'
const JOHN_SMITH_EXAMPLE = '8e621e3d0368631d263d07a351fa8d34fba0d17c15fbcdec11a5f58008d022a0'
const EGYPT_MOBILE = '9476e557c9e413deae474978709659f5b4f1c6a18553eddff8f042702843d0c7' // +201001234567

describe('normaliseEmail (Google: trim, lower-case; Gmail names lose their dots)', () => {
  it('trims and lower-cases any address', () => {
    expect(normaliseEmail('  Dana@Example.COM ')).toBe('dana@example.com')
  })
  it('keeps dots outside gmail.com and googlemail.com', () => {
    expect(normaliseEmail('John.Smith@example.com')).toBe('john.smith@example.com')
  })
  it('removes the dots of a gmail.com or googlemail.com name', () => {
    expect(normaliseEmail('Jane.Doe@gmail.com')).toBe('janedoe@gmail.com')
    expect(normaliseEmail('jane.doe@GoogleMail.com')).toBe('janedoe@googlemail.com')
  })
  it('keeps a +suffix, as Google’s own samples do', () => {
    expect(normaliseEmail('jane.doe+ads@gmail.com')).toBe('janedoe+ads@gmail.com')
  })
  it('refuses what is no address', () => {
    expect(normaliseEmail('no-at-sign')).toBeNull()
    expect(normaliseEmail('@example.com')).toBeNull()
    expect(normaliseEmail('name@')).toBeNull()
  })
})

describe('normalisePhone (E.164)', () => {
  it('writes an Egyptian mobile in any form as +20…', () => {
    expect(normalisePhone('0100 123 4567')).toBe('+201001234567')
    expect(normalisePhone('+20 100 123 4567')).toBe('+201001234567')
    expect(normalisePhone('00201001234567')).toBe('+201001234567')
  })
  it('keeps an international number with its country code', () => {
    expect(normalisePhone('+971 50 123 4567')).toBe('+971501234567')
  })
  it('refuses a number the forms would not take', () => {
    expect(normalisePhone('12')).toBeNull()
  })
})

describe('hashEmail / hashPhone (SHA-256 hex of the normalised value)', () => {
  it('matches the hashes of the documented examples', () => {
    expect(hashEmail('Jane.Doe@gmail.com')).toBe(JANEDOE_GMAIL)
    expect(hashEmail(' dana@example.com ')).toBe(DANA_EXAMPLE)
    expect(hashEmail('John.Smith@Example.com')).toBe(JOHN_SMITH_EXAMPLE)
    expect(hashPhone('01001234567')).toBe(EGYPT_MOBILE)
    expect(hashPhone('+20 100 123 4567')).toBe(EGYPT_MOBILE)
  })
  it('gives an empty cell, never a hash of nothing, when there is no value', () => {
    expect(hashEmail(null)).toBe('')
    expect(hashEmail('not an address')).toBe('')
    expect(hashPhone(null)).toBe('')
    expect(hashPhone('abc')).toBe('')
  })
})
