import { describe, expect, it } from 'vitest'
import { clampPage, MAX_PAGES, PAGE_SIZE } from '@/lib/validation/paging'
import { tooShortForNames } from '@/lib/validation/search-text'

describe('the inbox search and paging stay bounded', () => {
  it('one or two letters are too short to look through names; numbers and longer text are not', () => {
    for (const short of ['a', 'ab', ' م ', 'أح']) expect(tooShortForNames(short), short).toBe(true)
    for (const fine of ['', 'abc', 'منى', '010', '٠١٠', 'mona@x.example'])
      expect(tooShortForNames(fine), fine).toBe(false)
  })

  it('no page past the 500th: deeper pages would make the database skip ever more rows', () => {
    expect(MAX_PAGES * PAGE_SIZE).toBe(10_000)
    expect(clampPage(10_000, 1_000_000)).toEqual({
      page: MAX_PAGES,
      pageCount: MAX_PAGES,
      offset: (MAX_PAGES - 1) * PAGE_SIZE,
    })
    expect(clampPage(3, 100)).toEqual({ page: 3, pageCount: 5, offset: 40 })
  })
})
