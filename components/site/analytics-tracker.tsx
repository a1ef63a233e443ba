'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect } from 'react'
import { captureClickIds } from '@/lib/analytics/click-ids'
import { captureTouch } from '@/lib/analytics/visit-touches'
import { isAnalyticsDebug, pushDataLayer } from '@/lib/analytics/data-layer'
import { takeEarlyClicks } from '@/lib/analytics/early-clicks'
import { trackContactClick } from '@/lib/analytics/events'
import { createPageViewTracker } from '@/lib/analytics/page-view'

type RouteHookWindow = Window & { __onRouteChange?: (path: string) => void }

// Module scope so de-duplication survives remounts (Strict Mode mounts effects twice). The
// hook is looked up per call because the tag script may define it after hydration.
const trackPageView = createPageViewTracker({
  push: pushDataLayer,
  hook: (path) => (window as RouteHookWindow).__onRouteChange?.(path),
})

/** The title the last page view carried: a navigation waits for a new one. */
let lastTitle: string | null = null
const TITLE_WAIT_MS = 1500

/**
 * Calls `send` with the document's title once it is set and differs from the previous page's
 * (or, for a page that shares its title, after a short wait). Returns a cancel function.
 */
function whenTitled(previous: string | null, send: (title: string) => void): () => void {
  let done = false
  const finish = () => {
    if (done) return
    done = true
    observer.disconnect()
    clearTimeout(timer)
    send(document.title)
  }
  const ready = () => document.title !== '' && document.title !== previous
  const observer = new MutationObserver(() => ready() && finish())
  observer.observe(document.head, { childList: true, subtree: true, characterData: true })
  const timer = setTimeout(finish, ready() ? 0 : TITLE_WAIT_MS)
  return () => {
    done = true
    observer.disconnect()
    clearTimeout(timer)
  }
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage // the getter itself throws when storage is blocked
  } catch {
    return null
  }
}

// Rendered once in the root layout (inside <Suspense>, required by useSearchParams).
export function AnalyticsTracker() {
  const pathname = usePathname()
  const search = useSearchParams().toString()

  // Path change: scroll to top (unless aiming at an anchor) and send the page view once the
  // new page's <title> is in: after a client navigation Next streams the metadata in later.
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0)
    return whenTitled(lastTitle, (title) => {
      lastTitle = title
      trackPageView({ path: pathname, location: window.location.href, title })
    })
  }, [pathname])

  // Query change: keep ad click ids and the visit's touches, and persist ?debug_analytics=1.
  useEffect(() => {
    const storage = localStorageOrNull()
    if (storage) captureClickIds(search, storage)
    if (storage) captureTouch(window.location.href, document.referrer, storage)
    isAnalyticsDebug()
  }, [search])

  // One listener for every tagged chat and phone link (whatsapp_click / phone_click).
  useEffect(() => {
    for (const click of takeEarlyClicks()) trackContactClick(click)
    document.addEventListener('click', trackContactClick, { capture: true })
    return () => document.removeEventListener('click', trackContactClick, { capture: true })
  }, [])

  return null
}
