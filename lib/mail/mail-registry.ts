import 'server-only'
import { leadAssignmentMail } from './kinds/lead-assignment'
import { leadDigestMail } from './kinds/lead-digest'
import { leadHandedOverMail } from './kinds/lead-handed-over'
import { leadNotificationMail } from './kinds/lead-notification'
import { leadReminderMail } from './kinds/lead-reminder'
import { passwordResetMail } from './kinds/password-reset'
import { staffInvitationMail } from './kinds/staff-invitation'
import { testMail } from './kinds/test-mail'
import type { Locale } from '@/lib/i18n/locales'
import type { Mail, MailContext, MailKind } from './mail-kind'
import { MAIL_KINDS, type MailKindName } from './mail-kinds'
import { parseMailPayload } from './mail-payloads'

/**
 * A kind with its data type closed over: stored payloads in, for each its mails ([]: nothing
 * to send) or, for a payload the kind's schema refuses, the error that message fails with.
 */
type Composer<K extends MailKindName> = {
  kind: K
  compose: (payloads: unknown[], context: MailContext) => Promise<(Mail[] | Error)[]>
}

/**
 * One mail per language among a message's recipients (an address once, in the language its
 * account reads), all written from the same data read when sent.
 */
function composer<K extends MailKindName, D>(kind: MailKind<K, D>): Composer<K> {
  const mailsOf = (data: D, context: MailContext): Mail[] => {
    const byLocale = new Map<Locale, string[]>()
    const seen = new Set<string>()
    for (const { to, locale } of kind.recipients(data, context)) {
      const address = to.trim()
      if (!address || seen.has(address.toLowerCase())) continue
      seen.add(address.toLowerCase())
      byLocale.set(locale, [...(byLocale.get(locale) ?? []), address])
    }
    return [...byLocale].map(([locale, addresses]) => ({
      to: addresses.join(', '),
      locale,
      ...kind.write(data, locale),
      replyTo: kind.replyTo?.(data),
    }))
  }
  return {
    kind: kind.kind,
    compose: async (payloads, context) => {
      const parsed = payloads.map((payload) => parseMailPayload(kind.kind, payload))
      const valid = parsed.flatMap((result) => (result.ok ? [result.payload] : []))
      const loaded: (D | null)[] = valid.length ? await kind.load(valid, context) : []
      let next = 0
      return parsed.map((result) => {
        if (!result.ok) return new Error(result.error)
        const data = loaded[next++] ?? null
        return data === null ? [] : mailsOf(data, context)
      })
    },
  }
}

/** Every kind of mail the outbox can send, by its outbox_messages.kind. */
export const MAIL_REGISTRY: { [K in MailKindName]: Composer<K> } = {
  [MAIL_KINDS.leadNotification]: composer(leadNotificationMail),
  [MAIL_KINDS.passwordReset]: composer(passwordResetMail),
  [MAIL_KINDS.leadAssignment]: composer(leadAssignmentMail),
  [MAIL_KINDS.leadHandedOver]: composer(leadHandedOverMail),
  [MAIL_KINDS.staffInvitation]: composer(staffInvitationMail),
  [MAIL_KINDS.leadReminder]: composer(leadReminderMail),
  [MAIL_KINDS.leadDigest]: composer(leadDigestMail),
  [MAIL_KINDS.testMail]: composer(testMail),
}
