/** Spec §9: admin lists show 20 rows per page. */
export const PAGE_SIZE = 20

export type ListQuery = { search: string; page: number }

export type ListPage<Row> = {
  rows: Row[]
  total: number
  page: number
  pageCount: number
  /** The total was counted up to a cap and there are more ("10,000+"). */
  more?: boolean
}

/** Reads ?q= and ?page= (1-based; anything odd becomes page 1). */
export function listQuery(params: Record<string, string | string[] | undefined>): ListQuery {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)
  const page = Number.parseInt(first(params.page) ?? '', 10)
  return {
    search: (first(params.q) ?? '').trim().slice(0, 200),
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  }
}

/** Pages a list goes to at most (10,000 rows): deeper pages would make the database skip more. */
export const MAX_PAGES = 500

/** The page actually shown: a page past the end (or past MAX_PAGES) shows the last one. */
export function clampPage(page: number, total: number) {
  const pageCount = Math.min(MAX_PAGES, Math.max(1, Math.ceil(total / PAGE_SIZE)))
  return {
    page: Math.min(page, pageCount),
    pageCount,
    offset: (Math.min(page, pageCount) - 1) * PAGE_SIZE,
  }
}

/** A LIKE pattern matching the text anywhere, with the user's % and _ taken literally. */
export const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, '\\$&')}%`

/**
 * One page of an admin list: counts the matches, clamps the page to the last one, reads that
 * page's rows (PAGE_SIZE from the clamped offset). The list supplies its two queries.
 */
export async function readListPage<Row>(
  page: number,
  countRows: () => Promise<number>,
  readRows: (offset: number, limit: number) => Promise<Row[]>,
): Promise<ListPage<Row>> {
  const total = await countRows()
  const shown = clampPage(page, total)
  const rows = total === 0 ? [] : await readRows(shown.offset, PAGE_SIZE)
  return { rows, total, page: shown.page, pageCount: shown.pageCount }
}
