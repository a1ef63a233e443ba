import 'server-only'
import type { Locale } from '@/lib/i18n/locales'
import { htmlMail } from '../html-mail'
import { lines, mailKind, staffLocale } from '../mail-kind'
import { MAIL_KINDS } from '../mail-kinds'
import { adminTranslator } from '@/lib/admin-catalogue/admin-translator'
import { readAccounts } from './read-accounts'

type TestData = { to: string; requestedBy: string; locale: Locale }

/**
 * Settings › Mail's test: proves the mail server takes the site's mail. In the language of the
 * staff account it goes to, if it goes to one that chose; else in the sender's.
 */
export const testMail = mailKind(MAIL_KINDS.testMail)<TestData>({
  load: async (payloads) => {
    const { byId, byAddress } = await readAccounts(
      payloads.map((payload) => payload.requestedById ?? ''),
      payloads.map((payload) => payload.to),
    )
    return payloads.map(({ to, requestedBy, requestedById = '' }) => {
      const locale = byAddress.get(to.toLowerCase())?.locale ?? byId.get(requestedById)?.locale
      return { to, requestedBy, locale: staffLocale(locale) }
    })
  },
  recipients: (data) => [{ to: data.to, locale: data.locale }],
  write: ({ requestedBy }, locale) => {
    const t = adminTranslator(locale)
    const subject = t('mail.test.subject')
    const sentBy = t('mail.test.sentBy', { requestedBy })
    return {
      subject,
      text: lines(sentBy, '', t('mail.test.arrived')),
      html: htmlMail({ locale, heading: subject, intro: [sentBy, t('mail.test.arrived')] }),
    }
  },
})
