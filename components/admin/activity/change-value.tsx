import type { ServerT } from '../server-t'
import { valueText } from './value-text'

/** Longer values are shortened to this many characters, the rest behind "more". */
export const SHORT_LENGTH = 80

/** One side of a change: "(empty)", the value, or its start with the whole behind a toggle. */
export function ChangeValue({ value, t }: { value: unknown; t: ServerT }) {
  const text = valueText(value)
  if (text === null)
    return <span className="text-slate-500 italic">{t('activity.empty_value')}</span>
  if (text.length <= SHORT_LENGTH)
    return (
      <span dir="auto" className="break-words">
        {text}
      </span>
    )
  return (
    <details className="inline-block max-w-full align-top">
      <summary className="cursor-pointer break-words" dir="auto">
        {text.slice(0, SHORT_LENGTH)}…
        <span className="ms-1 text-teal underline">{t('activity.more')}</span>
      </summary>
      <p dir="auto" className="mt-1 break-words whitespace-pre-wrap">
        {text}
      </p>
    </details>
  )
}
