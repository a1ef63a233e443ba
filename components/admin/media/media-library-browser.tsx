'use client'

import { Search } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { controlClass } from '@/components/ui/field-styles'
import type { MediaAccept, MediaSummary } from '@/lib/media/media-summary'
import { altKey } from './alt-key'
import { MediaThumb } from './media-card'
import { useMediaSearch } from './use-media-search'

export type MediaLibraryBrowserProps = {
  idPrefix: string
  accept: MediaAccept
  /** The selected items (one, or several where the picker takes several). */
  selectedIds: readonly string[]
  onSelect: (item: MediaSummary) => void
  /** Several can be selected: a click adds or removes one. */
  multiple?: boolean
  /** Bumped after an upload or an alt text save: the results are read again. */
  version: number
}

/**
 * The picker's library: a search box and a grid of items to select from, one 'option' each in
 * a listbox (arrow keys, Home and End move; Enter or Space selects), 20 per page.
 */
export function MediaLibraryBrowser(props: MediaLibraryBrowserProps) {
  const { idPrefix, accept, selectedIds, onSelect, version } = props
  const t = useTranslations('admin.media')
  const common = useTranslations('admin.common')
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const {
    page: results,
    loading,
    error,
  } = useMediaSearch(accept, search.trim(), page, version, t('browser.loadFailed'))
  const [active, setActive] = useState(0)
  const list = useRef<HTMLUListElement>(null)
  const rows = results?.rows ?? []

  const focusOption = (index: number) => {
    const next = Math.max(0, Math.min(rows.length - 1, index))
    setActive(next)
    list.current?.querySelectorAll<HTMLElement>('[role="option"]')[next]?.focus()
  }
  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: rows.length - 1,
    }
    if (event.key in moves) {
      event.preventDefault()
      focusOption(moves[event.key]!)
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      onSelect(rows[index]!)
    }
  }

  return (
    <div className="space-y-3">
      <div className="relative max-w-sm">
        <Search
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <input
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value)
            setPage(1)
            setActive(0)
          }}
          aria-label={t('browser.search')}
          placeholder={t('browser.placeholder')}
          maxLength={200}
          className={`${controlClass} min-h-11 ps-9 md:min-h-10`}
        />
      </div>
      <p role="status" className="text-sm text-slate-600">
        {loading
          ? common('loading')
          : error
            ? ''
            : t('browser.results', {
                n: results?.total ?? 0,
                total: String(results?.total ?? 0),
              })}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <ul
          ref={list}
          role="listbox"
          aria-label={t('browser.items')}
          aria-multiselectable={props.multiple || undefined}
          id={`${idPrefix}-library`}
          className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4"
        >
          {rows.map((item, index) => {
            const selected = selectedIds.includes(item.id)
            const alt = altKey(item)
            return (
              <li
                key={item.id}
                role="option"
                aria-selected={selected}
                tabIndex={index === Math.min(active, rows.length - 1) ? 0 : -1}
                onClick={() => {
                  setActive(index)
                  onSelect(item)
                }}
                onKeyDown={(event) => onKeyDown(event, index)}
                className={`cursor-pointer overflow-hidden rounded-lg border bg-white text-start text-xs outline-none focus-visible:ring-2 focus-visible:ring-teal ${selected ? 'border-teal ring-2 ring-teal' : 'border-slate-200'}`}
              >
                <div className="relative flex aspect-[4/3] items-center justify-center bg-slate-100">
                  <MediaThumb item={item} />
                </div>
                <div className="space-y-0.5 p-2">
                  <p className="truncate font-medium text-ink" dir="auto">
                    {item.name}
                  </p>
                  <p className={alt === 'complete' ? 'text-slate-600' : 'text-amber-800'}>
                    {t(`alt.${alt}`)}
                  </p>
                </div>
              </li>
            )
          })}
        </ul>
      ) : !loading && !error ? (
        <p className="rounded-lg border border-slate-200 p-6 text-center text-sm text-slate-600">
          {search ? common('noResults') : t('browser.empty')}
        </p>
      ) : null}
      {results && results.pageCount > 1 ? (
        <div className="flex items-center justify-end gap-3 text-sm">
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('browser.previous')}
          </Button>
          <span>
            {t('browser.page', {
              page: String(results.page),
              pageCount: String(results.pageCount),
            })}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= results.pageCount}
            onClick={() => setPage(page + 1)}
          >
            {t('browser.next')}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
