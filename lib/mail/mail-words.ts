import 'server-only'
import { adminTranslator } from '@/lib/admin-i18n/admin-translator'
import type { Locale } from '@/lib/i18n/locales'

type Translate = ReturnType<typeof adminTranslator>

const made = new Map<Locale, Translate>()

/**
 * The admin catalogue in the language a mail is written in (its texts under `mail.…`, the
 * stages and roles elsewhere), made once per language: the outbox composes many mails a pass.
 */
export function mailWords(locale: Locale): Translate {
  let t = made.get(locale)
  if (!t) {
    t = adminTranslator(locale)
    made.set(locale, t)
  }
  return t
}
