import { readCsvRecords } from '../../lib/ad-spend/read-csv-records'

/** A CSV file the app wrote, as rows of cells: read by the app's own reader (comma-separated). */
export const parseCsv = (text: string): string[][] =>
  readCsvRecords(text, ',').map((record) => record.cells)
