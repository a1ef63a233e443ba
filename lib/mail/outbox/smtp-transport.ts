import 'server-only'
import { createTransport, type Transporter } from 'nodemailer'
import { env } from '@/lib/env'

/** An SMTP transport for `url` (SMTP_URL), with the timeouts every sender here needs. */
export function createSmtpTransport(url: string): Transporter {
  // Nodemailer waits up to 10 minutes on a silent server by default, and the worker with it:
  // a stalled SMTP server costs one attempt (retried with backoff) instead.
  return createTransport({
    url,
    // One connection kept open: a new one per mail held a burst of leads to ~10 mails a
    // second on loopback; reused, hundreds.
    pool: true,
    maxConnections: 1,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
}

const slot = globalThis as typeof globalThis & { __sendNowTransport?: Transporter | null }

/**
 * The transport of mails sent at once from an action (a test mail, an invitation), created on
 * first use; null without SMTP_URL. Apart from the worker's, so such a mail never waits behind
 * a burst of leads.
 */
export function sendNowTransport(): Transporter | null {
  if (slot.__sendNowTransport === undefined) {
    const url = env().SMTP_URL
    slot.__sendNowTransport = url ? createSmtpTransport(url) : null
  }
  return slot.__sendNowTransport
}
