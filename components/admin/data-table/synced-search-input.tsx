'use client'

import { useEffect, useRef } from 'react'

export type SyncedSearchInputProps = Omit<React.ComponentProps<'input'>, 'defaultValue'> & {
  /** The search the list shows (the URL's ?q=). */
  value: string
}

/**
 * The search box shows the list's current search. An uncontrolled input keeps what was typed
 * when a link (the sidebar, 'Clear Filter') changes the URL on the client, so the box would
 * show a search the list no longer applies; this puts the URL's search back into it.
 */
export function SyncedSearchInput({ value, ...props }: SyncedSearchInputProps) {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current && ref.current.value !== value) ref.current.value = value
  }, [value])
  return <input ref={ref} {...props} defaultValue={value} />
}
