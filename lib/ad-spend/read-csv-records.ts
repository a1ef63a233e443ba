/** One record of a CSV file and the line it starts on (1 = the file's first line). */
export type CsvRecord = { line: number; cells: string[] }

/** The separator of the file: a tab (Excel's UTF-16 export), a semicolon or a comma. */
function separatorOf(text: string): string {
  const firstLines = text.split('\n', 5).join('\n')
  const count = (char: string) => firstLines.split(char).length
  if (count('\t') > 2) return '\t'
  return count(';') > count(',') ? ';' : ','
}

/**
 * RFC 4180 records: quoted cells may hold separators, doubled quotes and line breaks; each
 * record keeps the line it starts on, so a refusal can name it. Blank lines are dropped.
 */
export function readCsvRecords(text: string, separator = separatorOf(text)): CsvRecord[] {
  const records: CsvRecord[] = []
  let cells: string[] = []
  let cell = ''
  let quoted = false
  let line = 1
  let start = 1
  const endRecord = () => {
    cells.push(cell)
    if (cells.some((value) => value.trim() !== '')) records.push({ line: start, cells })
    cells = []
    cell = ''
  }
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (char === '"') quoted = false
      else {
        if (char === '\n') line++
        cell += char
      }
    } else if (char === '"' && cell.trim() === '') {
      cell = ''
      quoted = true
    } else if (char === separator) {
      cells.push(cell)
      cell = ''
    } else if (char === '\n') {
      endRecord()
      line++
      start = line
    } else if (char !== '\r') cell += char
  }
  endRecord()
  return records
}
