'use client'

import { useEffect, useState } from 'react'

/**
 * While a form has unsaved changes: the browser asks before the tab closes or reloads, and a
 * click on a link inside the page is held until the user confirms leaving. Returns the held
 * destination (null when nothing is held) and a way to let it go or drop it.
 */
export function useUnsavedChanges(dirty: boolean) {
  const [held, setHeld] = useState<string | null>(null)

  useEffect(() => {
    if (!dirty) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = '' // older browsers need it set to show their prompt
    }
    // Capture on the document runs before React's handlers on the root, so Next's <Link>
    // never starts the navigation.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = (event.target as Element | null)?.closest?.('a[href]')
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.download) return
      const url = new URL(link.href, location.href)
      if (url.origin !== location.origin) return
      if (url.pathname === location.pathname && url.search === location.search) return
      event.preventDefault()
      event.stopPropagation()
      setHeld(url.pathname + url.search + url.hash)
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    document.addEventListener('click', onClick, true)
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload)
      document.removeEventListener('click', onClick, true)
    }
  }, [dirty])

  return { held, release: () => setHeld(null) }
}
