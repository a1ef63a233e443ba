import type { Locale } from '@/lib/i18n/locales'
import type { ServerT } from './server-t'

const ARABIC_LETTER = /[\u0600-\u06FF]/

/** How a list names its records: the viewer's language and its words for "no Arabic name". */
export type NameReading = { locale: Locale; noArabicName: string }

/** Read once per list (or page), then handed to every row's RecordName. */
export const nameReading = (locale: Locale, t: ServerT): NameReading => ({
  locale,
  noArabicName: t('table.noArabicName'),
})

/**
 * A record's name as read in the viewer's language (lib/db/record-names). In Arabic, a name
 * with no Arabic in it is the English one standing in: it reads left to right, tagged English
 * for screen readers, and marked so staff see the Arabic is missing. Synchronous: a list's rows
 * render with the page instead of streaming in after it.
 */
export function RecordName({ text, locale, noArabicName }: { text: string } & NameReading) {
  if (locale !== 'ar' || ARABIC_LETTER.test(text)) return <>{text}</>
  return (
    <>
      <bdi lang="en" dir="ltr">
        {text}
      </bdi>{' '}
      <span className="text-xs font-normal whitespace-nowrap text-slate-500">({noArabicName})</span>
    </>
  )
}
