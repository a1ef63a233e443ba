import { describe, expect, it } from 'vitest'
import { deviceLabel } from '@/lib/push/device-label'
import { extraPushHosts, isPushEndpointAllowed } from '@/lib/push/push-endpoint'

describe('push endpoints the server may post to', () => {
  const none: string[] = []

  it('takes the browsers’ push services over https', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://wns2-db5p.notify.windows.com/w/?token=BQYAAA',
    ])
      expect(isPushEndpointAllowed(endpoint, none), endpoint).toBe(true)
  })

  it('refuses anything else: other hosts, look-alikes, plain http, ports, credentials', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilpush.services.mozilla.com.example/x',
      'https://user:pass@fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/push',
      'http://169.254.169.254/latest/meta-data',
      'https://localhost/push',
      'not a url',
    ])
      expect(isPushEndpointAllowed(endpoint, none), endpoint).toBe(false)
  })

  it('takes PUSH_ENDPOINT_HOSTS too, plain http only on loopback', () => {
    const extra = extraPushHosts(' 127.0.0.1 , Push.Example.test:8443,')
    expect(extra).toEqual(['127.0.0.1', 'push.example.test:8443'])
    expect(isPushEndpointAllowed('http://127.0.0.1:4123/push/1', extra)).toBe(true)
    expect(isPushEndpointAllowed('https://push.example.test:8443/p', extra)).toBe(true)
    expect(isPushEndpointAllowed('http://push.example.test:8443/p', extra)).toBe(false)
    expect(isPushEndpointAllowed('https://push.example.test/p', extra)).toBe(false)
    expect(isPushEndpointAllowed('http://10.0.0.1/push', extra)).toBe(false)
  })
})

describe('device labels', () => {
  it('names the browser and the system from the user agent', () => {
    expect(
      deviceLabel(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome · Android')
    expect(
      deviceLabel(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari · iOS')
    expect(
      deviceLabel(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
      ),
    ).toBe('Firefox · Windows')
    expect(deviceLabel(null)).toBe('')
  })
})
