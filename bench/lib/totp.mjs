// RFC 6238 TOTP as authenticator apps (and e2e/totp.ts, lib/auth/totp-replay-guard.ts) compute
// it: HMAC-SHA1 of the 30 s step, 6 digits. Plain JavaScript: the benches run under bare Node.
import { createHmac } from 'node:crypto'

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

function base32Decode(input) {
  const bytes = []
  let bits = 0
  let value = 0
  for (const char of input.replace(/[\s=]/g, '').toUpperCase()) {
    value = (value << 5) | BASE32.indexOf(char)
    bits += 5
    if (bits >= 8) {
      bits -= 8
      bytes.push((value >> bits) & 0xff)
      value &= (1 << bits) - 1
    }
  }
  return Buffer.from(bytes)
}

/** The authenticator app's code for `secret` (base32) at `at`. */
export function totp(secret, at = Date.now()) {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)))
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest()
  const offset = mac[mac.length - 1] & 0x0f
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0')
}
