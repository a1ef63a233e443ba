'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

// The Navigation API (Chromium, Safari 26, Firefox 147): what of it is used here, as the DOM
// types TypeScript ships do not have it yet.
type TraverseEvent = Event & {
  navigationType: 'push' | 'replace' | 'reload' | 'traverse'
  cancelable: boolean
  destination: { key: string }
}
type NavigationApi = EventTarget & { traverseTo: (key: string) => unknown }
const navigationApi = () => (window as unknown as { navigation?: NavigationApi }).navigation ?? null

/** Where the held navigation was going: a link's path, or a history entry (Back / Forward). */
type Held = { href: string } | { historyKey: string }

/**
 * While a form has unsaved changes: the browser asks before the tab closes or reloads; a click
 * on a link inside the page, and the browser's Back and Forward, are held until the user
 * confirms leaving. `holding` says whether one is held; `leave()` goes on, `stay()` drops it.
 */
export function useUnsavedChanges(dirty: boolean) {
  const router = useRouter()
  const [held, setHeld] = useState<Held | null>(null)
  // Set while the confirmed navigation starts: the listeners are still attached until React
  // re-renders with the form clean, and must let it through.
  const leaving = useRef(false)

  useEffect(() => {
    if (!dirty) return
    leaving.current = false
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return
      event.preventDefault()
      event.returnValue = '' // older browsers need it set to show their prompt
    }
    // Capture on the document runs before React's handlers on the root, so Next's <Link>
    // never starts the navigation.
    const onClick = (event: MouseEvent) => {
      if (leaving.current || event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = (event.target as Element | null)?.closest?.('a[href]')
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.download) return
      const url = new URL(link.href, location.href)
      if (url.origin !== location.origin) return
      if (url.pathname === location.pathname && url.search === location.search) return
      event.preventDefault()
      event.stopPropagation()
      setHeld({ href: url.pathname + url.search + url.hash })
    }
    // Back and Forward between the portal's pages stay in this document (the router's history
    // entries), so the traversal can be cancelled before the router sees it.
    const onNavigate = (event: Event) => {
      const navigation = event as TraverseEvent
      if (leaving.current || navigation.navigationType !== 'traverse' || !navigation.cancelable)
        return
      event.preventDefault()
      setHeld({ historyKey: navigation.destination.key })
    }
    const navigation = navigationApi()
    window.addEventListener('beforeunload', onBeforeUnload)
    document.addEventListener('click', onClick, true)
    navigation?.addEventListener('navigate', onNavigate)
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload)
      document.removeEventListener('click', onClick, true)
      navigation?.removeEventListener('navigate', onNavigate)
    }
  }, [dirty])

  return {
    holding: held !== null,
    stay: () => setHeld(null),
    leave: () => {
      const target = held
      setHeld(null)
      if (!target) return
      leaving.current = true
      if ('href' in target) router.push(target.href)
      else navigationApi()?.traverseTo(target.historyKey)
    },
  }
}
