/** Excel reads a file as UTF-8 (Arabic names intact) only when it starts with this mark. */
export const CSV_BOM = '\uFEFF'

// A cell starting with one of these is a formula to a spreadsheet (CSV injection: a lead
// named "=HYPERLINK(…)" would run in the sales team's Excel).
const FORMULA_START = /^[=+\-@\t\r]/

// Spreadsheets that split lines on another separator (";" in most of Europe, tab, a newline
// inside a cell) start a new cell mid-value, outside our quotes: a trigger there (after any
// quotes, which that reader may take as the new cell's own) is one too.
const FORMULA_AFTER_SEPARATOR = /([;,\t\r\n]"*)(?=[=+\-@\t\r])/g

/** A phone number Excel must keep as text (not 2.01E+11, not a formula): see csvCell. */
export type PhoneCell = { phone: string }

type Cell = string | number | null | undefined | PhoneCell

/**
 * What a phone cell may hold to be written as a string formula: digits, an optional leading
 * +, and the spaces, brackets, dots and dashes people type between them. No quote can close
 * the string and no letter can name a function, so ="…" is always a constant.
 */
const PHONE_TEXT = /^\+?\d[\d ().-]{4,23}$/

/**
 * One CSV cell: text that could start a formula is neutralised with an apostrophe, at its
 * start and after any separator inside it, and quoted when it holds a separator. A
 * phone is written as ="+20…" / ="0100 123 4567": Excel (every version and locale), LibreOffice
 * and Google Sheets show the text with its plus, leading zero and every digit. A bare number
 * would lose them (2.01E+11), a leading + is read as a formula, an apostrophe shows in the cell
 * when a CSV is opened, and a leading tab is itself a formula trigger (OWASP, ASVS 1.2.10).
 * Anything else in a phone field is written as any text is.
 */
export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'object') {
    return PHONE_TEXT.test(value.phone) ? `"=""${value.phone}"""` : csvCell(value.phone)
  }
  let text = String(value)
  if (typeof value === 'string') {
    text = text.replace(FORMULA_AFTER_SEPARATOR, "$1'")
    if (FORMULA_START.test(text)) text = `'${text}`
  }
  return /[",;\t\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** A CSV line (RFC 4180: comma separated, CRLF ended). */
export const csvRow = (cells: Cell[]) => `${cells.map(csvCell).join(',')}\r\n`

/**
 * A CSV file streamed chunk by chunk (keyset paging: each chunk starts after the last row of
 * the one before), so a hundred thousand rows never sit in memory at once.
 */
export function csvStream<R>(options: {
  preamble: string
  fetchAfter: (last: R | null) => Promise<R[]>
  chunkSize: number
  row: (item: R) => string
}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let last: R | null = null
  let started = false
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true
        controller.enqueue(encoder.encode(options.preamble))
        return
      }
      const items = await options.fetchAfter(last)
      if (items.length > 0) {
        controller.enqueue(encoder.encode(items.map(options.row).join('')))
        last = items.at(-1)!
      }
      if (items.length < options.chunkSize) controller.close()
    },
  })
}
