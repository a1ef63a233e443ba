import 'server-only'
import type { Mail, MailContext } from './mail-kind'
import { isMailKindName, type MailKindName } from './mail-kinds'
import { MAIL_REGISTRY } from './mail-registry'

type Queued = { id: string; kind: string; payload: unknown }

/**
 * The mails a page of queued messages becomes, read kind by kind in one query each: one mail
 * per language its recipients read. A message whose record is gone maps to [] (nothing to
 * send); an unknown kind, or a payload its kind's schema refuses, is an error for it alone.
 */
export async function composeMails(
  messages: Queued[],
  context: MailContext,
): Promise<Map<string, Mail[] | Error>> {
  const result = new Map<string, Mail[] | Error>()
  const byKind = new Map<MailKindName, Queued[]>()
  for (const message of messages) {
    if (!isMailKindName(message.kind)) {
      result.set(message.id, new Error(`Unknown outbox message kind "${message.kind}"`))
      continue
    }
    byKind.set(message.kind, [...(byKind.get(message.kind) ?? []), message])
  }
  for (const [kind, group] of byKind) {
    const mails = await MAIL_REGISTRY[kind].compose(
      group.map((m) => m.payload),
      context,
    )
    group.forEach((message, index) => result.set(message.id, mails[index] ?? []))
  }
  return result
}
