import { isRecordValue } from '@/lib/activity/activity-types'
import type { Locale } from '@/lib/i18n/locales'
import type { ServerT } from '../server-t'
import { recordedCodes } from './recorded-codes'
import { valueText } from './value-text'

/** Longer values are shortened to this many characters, the rest behind "more". */
export const SHORT_LENGTH = 80

/** A recorded value of a field as the viewer reads it (their language; typed text as typed). */
export const changeValueText = (field: string, value: unknown, t: ServerT, locale: Locale) =>
  valueText(value, {
    locale,
    yes: t('common.yes'),
    no: t('common.no'),
    code: recordedCodes(field, t),
    gone: (kind) => t(`activity.goneRecord.${kind}`),
  })

/**
 * The language of a translated field's value ("en.title", "footerText.ar"), for lang=. A record
 * named by id ("ar.sections.crossSellProjectId") is named in the viewer's language instead.
 */
const languageOf = (field: string, value: unknown) =>
  isRecordValue(value) || (Array.isArray(value) && value.some(isRecordValue))
    ? undefined
    : /(^|\.)en(\.|$)/.test(field)
      ? 'en'
      : /(^|\.)ar(\.|$)/.test(field)
        ? 'ar'
        : undefined

/**
 * One side of a change: "(empty)", the value, or its start with the whole behind a toggle.
 * dir="auto": a value typed in English reads left to right among Arabic, and the other way.
 */
export function ChangeValue({
  field,
  value,
  t,
  locale,
}: {
  field: string
  value: unknown
  t: ServerT
  locale: Locale
}) {
  const text = changeValueText(field, value, t, locale)
  const lang = languageOf(field, value)
  if (text === null)
    return <span className="text-slate-500 italic">{t('activity.empty_value')}</span>
  if (text.length <= SHORT_LENGTH)
    return (
      // A box of its own: an e-mail or a slug moves to the next line whole rather than
      // breaking at a hyphen, where the break reordered it in an Arabic line ("-contact").
      <bdi dir="auto" lang={lang} className="inline-block max-w-full align-top break-words">
        {text}
      </bdi>
    )
  return (
    <details lang={lang} className="inline-block max-w-full align-top">
      <summary className="cursor-pointer break-words">
        <bdi dir="auto">{text.slice(0, SHORT_LENGTH)}…</bdi>
        <span className="ms-1 text-teal underline">{t('activity.more')}</span>
      </summary>
      {/* Each paragraph in its own direction, all aligned to the page's start. */}
      <p className="mt-1 break-words whitespace-pre-wrap [text-align:match-parent] [unicode-bidi:plaintext]">
        {text}
      </p>
    </details>
  )
}
