'use client'

import { useCallback, useState } from 'react'

/**
 * Whether an <img> failed to load, also when it failed before the page hydrated (its error
 * event came before React listened): the element is then complete with no pixels.
 */
export function useImageFailed() {
  const [failed, setFailed] = useState(false)
  const ref = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src')) setFailed(true)
  }, [])
  return { failed, ref, onError: () => setFailed(true) }
}
