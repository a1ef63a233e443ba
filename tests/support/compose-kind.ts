import type { Mail, MailContext } from '@/lib/mail/mail-kind'
import type { MailKindName } from '@/lib/mail/mail-kinds'
import { MAIL_REGISTRY } from '@/lib/mail/mail-registry'

/**
 * The mails a kind makes of these stored payloads, one list per payload, as the worker
 * composes them; a payload the kind's schema refuses fails the test.
 */
export async function composeKind(
  kind: MailKindName,
  payloads: unknown[],
  context: MailContext,
): Promise<Mail[][]> {
  const composed = await MAIL_REGISTRY[kind].compose(payloads, context)
  return composed.map((mails) => {
    if (mails instanceof Error) throw mails
    return mails
  })
}
