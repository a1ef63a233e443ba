import { toWesternDigits } from '@/lib/validation/phone'

/**
 * An onChange handler for number fields (mobile, phone, price): Arabic-Indic and Persian digits
 * turn into 0-9 as they are typed, so the visitor sees the digits the site uses and the value
 * sent is the one validated. Each digit is one character, so the caret stays where it was.
 */
export function normalizeDigitsAsTyped(event: React.ChangeEvent<HTMLInputElement>): void {
  const input = event.currentTarget
  const western = toWesternDigits(input.value)
  if (western === input.value) return
  const caret = input.selectionStart
  input.value = western
  if (caret !== null) input.setSelectionRange(caret, caret)
}
