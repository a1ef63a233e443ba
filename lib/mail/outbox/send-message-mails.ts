import 'server-only'
import type { Transporter } from 'nodemailer'
import type { Mail } from '../mail-kind'
import { recordSentAddresses, sentAddresses, type OutboxMessage } from './outbox-store'

/**
 * Sends a message's mails, one per language of its recipients. An address that an earlier
 * attempt already reached is left out (recorded after each mail that has another after it),
 * so a retry after a failed second mail does not send the first one again.
 */
export async function sendMessageMails(
  transport: Transporter,
  from: string,
  message: OutboxMessage,
  parts: Mail[],
): Promise<void> {
  const reached = sentAddresses(message.payload)
  for (const [index, part] of parts.entries()) {
    const to = part.to
      .split(',')
      .map((address) => address.trim())
      .filter((address) => address && !reached.has(address.toLowerCase()))
    if (to.length === 0) continue
    await transport.sendMail({
      from,
      to: to.join(', '),
      replyTo: part.replyTo,
      subject: part.subject,
      text: part.text,
      html: part.html,
      // Stable per message (and language), so a receiving server can drop a retry it already has.
      messageId:
        parts.length > 1
          ? `<${message.id}.${part.locale}@outbox.masar>`
          : `<${message.id}@outbox.masar>`,
    })
    if (index < parts.length - 1) await recordSentAddresses(message.id, to)
  }
}
