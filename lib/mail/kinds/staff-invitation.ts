import 'server-only'
import { ROLES } from '@/lib/enums/roles'
import type { Locale } from '@/lib/i18n/locales'
import { htmlMail } from '../html-mail'
import { lines, mailKind, staffLocale } from '../mail-kind'
import { MAIL_KINDS } from '../mail-kinds'
import { adminTranslator } from '@/lib/admin-catalogue/admin-translator'
import { readAccounts } from './read-accounts'

type InvitationData = {
  to: string
  name: string
  /** The invitee's role ('admin', 'sales'), or its English label from an older payload. */
  role: string
  invitedBy: string
  url: string
  locale: Locale
}

/** Older payloads hold the English label ("Admin"): the code is its lower case. */
const roleIn = (locale: Locale, role: string) => {
  const code = ROLES.find((known) => known === role.toLowerCase())
  return code ? adminTranslator(locale)(`mail.invitation.roles.${code}`) : role
}

/**
 * An admin's invitation to the back office: the link sets the new staff member's password.
 * The invitee has not chosen a language yet (their browser sets it at their first sign-in), so
 * the mail is in the language of the admin who invited them, read when sent; should the
 * invitee's account have a language by then, theirs.
 */
export const staffInvitationMail = mailKind(MAIL_KINDS.staffInvitation)<InvitationData>({
  load: async (payloads) => {
    const { byId, byAddress } = await readAccounts(
      payloads.map((payload) => payload.invitedById ?? ''),
      payloads.map((payload) => payload.to),
    )
    return payloads.map(({ invitedById = '', ...rest }) => {
      const invitee = byAddress.get(rest.to.toLowerCase())
      const locale = invitee?.locale ?? byId.get(invitedById)?.locale
      return { ...rest, role: invitee?.role ?? rest.role, locale: staffLocale(locale) }
    })
  },
  recipients: (data) => [{ to: data.to, locale: data.locale }],
  write: ({ name, role, invitedBy, url }, locale) => {
    const t = adminTranslator(locale)
    const subject = t('mail.invitation.subject')
    const invited = t('mail.invitation.invited', { invitedBy, role: roleIn(locale, role) })
    return {
      subject,
      text: lines(
        t('mail.hello', { name }),
        '',
        invited,
        '',
        t('mail.invitation.link', { url }),
        '',
        t('mail.invitation.notExpected'),
      ),
      html: htmlMail({
        locale,
        heading: subject,
        intro: [t('mail.hello', { name }), invited],
        button: { href: url, label: t('mail.invitation.button') },
        footer: [t('mail.invitation.notExpected')],
      }),
    }
  },
})
