import { describe, expect, it } from 'vitest'
import webpush from 'web-push'
import { browserKeys, decryptPushBody } from '../support/push-service'

// RFC 8291 §5 (and its Appendix A): the published example, so the tests' push service opens
// pushes exactly as a browser does before it is trusted to judge what the app sends.
const RFC_8291 = {
  plaintext: 'When I grow up, I want to be a watermelon',
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  uaPublic:
    'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  authSecret: 'BTBZMqHH6r4Tts7J_aSIgg',
  body:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27ml' +
    'mlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPT' +
    'pK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
}

const bytes = (base64url: string) => Buffer.from(base64url, 'base64url')

describe('the test push service’s decryption (RFC 8291)', () => {
  const browser = {
    privateKey: bytes(RFC_8291.uaPrivate),
    publicKey: bytes(RFC_8291.uaPublic),
    auth: bytes(RFC_8291.authSecret),
  }

  it('opens RFC 8291 §5’s example message', () => {
    expect(decryptPushBody(bytes(RFC_8291.body), browser).toString('utf8')).toBe(RFC_8291.plaintext)
  })

  it('refuses the example with one byte changed, or for another browser', () => {
    const tampered = bytes(RFC_8291.body)
    tampered[tampered.length - 20]! ^= 1
    expect(() => decryptPushBody(tampered, browser)).toThrow()
    expect(() => decryptPushBody(bytes(RFC_8291.body), browserKeys())).toThrow()
  })

  it('opens what web-push seals for a fresh subscription', () => {
    const fresh = browserKeys()
    const { body } = webpush.generateRequestDetails(
      {
        endpoint: 'https://fcm.googleapis.com/fcm/send/x',
        keys: {
          p256dh: fresh.publicKey.toString('base64url'),
          auth: fresh.auth.toString('base64url'),
        },
      },
      'نص عربي · English',
      { contentEncoding: 'aes128gcm' },
    )
    expect(decryptPushBody(body, fresh).toString('utf8')).toBe('نص عربي · English')
  })
})
