'use client'

import { useEffect, useState } from 'react'
import { useMessageText } from '@/components/admin/use-message-text'
import { formDataOf } from '@/components/forms/form-data-of'
import type { ListPage } from '@/lib/validation/paging'
import { searchMediaAction } from '@/lib/admin/media/media-actions'
import type { MediaAccept, MediaSummary } from '@/lib/media/media-summary'

export type MediaSearchState = {
  page: ListPage<MediaSummary> | null
  loading: boolean
  error: string | null
}

/** Waits this long after the last keystroke before searching. */
const DEBOUNCE_MS = 250

/**
 * The picker's library results for a search and page, read again when `version` changes. A read
 * as the search is typed, not a button: it calls its action itself (useActionForm sends one at a
 * time and would drop the newer search), and an answer to an older search is ignored.
 */
export function useMediaSearch(
  accept: MediaAccept,
  search: string,
  page: number,
  version: number,
  loadFailed: string,
): MediaSearchState {
  const messageText = useMessageText()
  const [state, setState] = useState<MediaSearchState>({ page: null, loading: true, error: null })
  useEffect(() => {
    let current = true
    const timer = setTimeout(
      () => {
        setState((previous) => ({ ...previous, loading: true }))
        searchMediaAction(null, formDataOf({ search, accept, page: String(page) }))
          .then((result) => {
            if (!current) return
            setState(
              result.ok
                ? { page: result.data, loading: false, error: null }
                : { page: null, loading: false, error: result.message },
            )
          })
          .catch(() => {
            if (current)
              setState({
                page: null,
                loading: false,
                error: loadFailed,
              })
          })
      },
      search ? DEBOUNCE_MS : 0,
    )
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [accept, search, page, version, loadFailed])
  // The failure's message is a key: worded here, in the portal's language.
  return state.error ? { ...state, error: messageText(state.error) } : state
}
