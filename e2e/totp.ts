import { createHmac } from 'node:crypto'

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** RFC 4648 base32 (the secret an authenticator app is given), padding and spaces ignored. */
export function base32Decode(input: string): Buffer {
  const bytes: number[] = []
  let bits = 0
  let value = 0
  for (const char of input.replace(/[\s=]/g, '').toUpperCase()) {
    const index = BASE32.indexOf(char)
    if (index < 0) throw new Error(`Not a base32 character: ${char}`)
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      bits -= 8
      bytes.push((value >> bits) & 0xff)
      value &= (1 << bits) - 1
    }
  }
  return Buffer.from(bytes)
}

/** RFC 6238 TOTP as authenticator apps compute it: HMAC-SHA1, 30 s steps, 6 digits. */
export function totp(secret: string, at = Date.now(), stepSeconds = 30, digits = 6): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / stepSeconds)))
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest()
  const offset = mac[mac.length - 1]! & 0x0f
  const number = mac.readUInt32BE(offset) & 0x7fffffff
  return String(number % 10 ** digits).padStart(digits, '0')
}

/** A six-digit code the server refuses now: none of the codes of the steps it accepts. */
export function wrongTotp(secret: string, at = Date.now()): string {
  const accepted = new Set([-1, 0, 1].map((step) => totp(secret, at + step * 30_000)))
  const candidate = ['000000', '111111', '222222', '333333'].find((code) => !accepted.has(code))
  return candidate!
}
