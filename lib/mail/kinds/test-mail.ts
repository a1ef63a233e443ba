import 'server-only'
import type { Locale } from '@/lib/i18n/locales'
import { htmlMail } from '../html-mail'
import { lines, mailKind, staffLocale } from '../mail-kind'
import { adminTranslator } from '@/lib/admin-i18n/admin-translator'
import { readAccounts } from './read-accounts'

type TestData = { to: string; requestedBy: string; locale: Locale }

/**
 * Settings › Mail's test: proves the mail server takes the site's mail. In the language of the
 * staff account it goes to, if it goes to one that chose; else in the sender's.
 */
export const testMail = mailKind<TestData>({
  load: async (payloads) => {
    const asked = payloads.map(({ to, requestedBy, requestedById }) =>
      typeof to === 'string' && typeof requestedBy === 'string'
        ? { to, requestedBy, requestedById: typeof requestedById === 'string' ? requestedById : '' }
        : null,
    )
    const { byId, byAddress } = await readAccounts(
      asked.map((data) => data?.requestedById ?? ''),
      asked.flatMap((data) => (data ? [data.to] : [])),
    )
    return asked.map((data) => {
      if (!data) return null
      const locale =
        byAddress.get(data.to.toLowerCase())?.locale ?? byId.get(data.requestedById)?.locale
      return { to: data.to, requestedBy: data.requestedBy, locale: staffLocale(locale) }
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
