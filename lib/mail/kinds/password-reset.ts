import 'server-only'
import type { Locale } from '@/lib/i18n/locales'
import { htmlMail } from '../html-mail'
import { lines, mailKind, staffLocale } from '../mail-kind'
import { MAIL_KINDS } from '../mail-kinds'
import { adminTranslator } from '@/lib/admin-catalogue/admin-translator'
import { readAccounts } from './read-accounts'

type ResetData = { to: string; url: string; locale: Locale }

/**
 * The reset link for a staff member who asked for one (queued by lib/auth), in their account's
 * language.
 */
export const passwordResetMail = mailKind(MAIL_KINDS.passwordReset)<ResetData>({
  load: async (payloads) => {
    const { byAddress } = await readAccounts(
      [],
      payloads.map((payload) => payload.to),
    )
    return payloads.map(({ to, url }) => {
      const account = byAddress.get(to.toLowerCase())
      // An account deactivated after the link was queued gets no mail either: it could not
      // sign in with it, and the mail would still say the account exists.
      if (account?.deactivated) return null
      return { to, url, locale: staffLocale(account?.locale) }
    })
  },
  recipients: (data) => [{ to: data.to, locale: data.locale }],
  write: ({ url }, locale) => {
    const t = adminTranslator(locale)
    const subject = t('mail.reset.subject')
    return {
      subject,
      text: lines(
        t('mail.reset.asked'),
        '',
        t('mail.reset.link', { url }),
        '',
        t('mail.reset.notYou'),
      ),
      html: htmlMail({
        locale,
        heading: subject,
        intro: [t('mail.reset.asked')],
        button: { href: url, label: t('mail.reset.button') },
        footer: [t('mail.reset.notYou')],
      }),
    }
  },
})
