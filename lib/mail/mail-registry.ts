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

/** A kind with its data type closed over: payloads in, mails out ([]: nothing to send). */
type Composer = (payloads: Record<string, unknown>[], context: MailContext) => Promise<Mail[][]>

/**
 * One mail per language among a message's recipients (an address once, in the language its
 * account reads), all written from the same data read when sent.
 */
function composer<D>(kind: MailKind<D>): Composer {
  return async (payloads, context) =>
    (await kind.load(payloads, context)).map((data) => {
      if (data === null) return []
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
    })
}

/** Every kind of mail the outbox can send, by its outbox_messages.kind. */
export const MAIL_REGISTRY: Record<MailKindName, Composer> = {
  [MAIL_KINDS.leadNotification]: composer(leadNotificationMail),
  [MAIL_KINDS.passwordReset]: composer(passwordResetMail),
  [MAIL_KINDS.leadAssignment]: composer(leadAssignmentMail),
  [MAIL_KINDS.leadHandedOver]: composer(leadHandedOverMail),
  [MAIL_KINDS.staffInvitation]: composer(staffInvitationMail),
  [MAIL_KINDS.leadReminder]: composer(leadReminderMail),
  [MAIL_KINDS.leadDigest]: composer(leadDigestMail),
  [MAIL_KINDS.testMail]: composer(testMail),
}
