'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect } from 'react'
import { captureClickIds } from '@/lib/analytics/click-ids'
import { isAnalyticsDebug, pushDataLayer } from '@/lib/analytics/data-layer'
import { trackContactClick } from '@/lib/analytics/events'
import { createPageViewTracker } from '@/lib/analytics/page-view'

type RouteHookWindow = Window & { __onRouteChange?: (path: string) => void }

// Module scope so de-duplication survives remounts (Strict Mode mounts effects twice). The
// hook is looked up per call because the tag script may define it after hydration.
const trackPageView = createPageViewTracker({
  push: pushDataLayer,
  hook: (path) => (window as RouteHookWindow).__onRouteChange?.(path),
})

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

  // Path change: scroll to top (unless aiming at an anchor) and send the page view. The title
  // is read a frame later so the new page's <title> is in place.
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0)
    const frame = requestAnimationFrame(() => {
      trackPageView({ path: pathname, location: window.location.href, title: document.title })
    })
    return () => cancelAnimationFrame(frame)
  }, [pathname])

  // Query change: keep ad click ids, and persist ?debug_analytics=1 for later pages.
  useEffect(() => {
    const storage = localStorageOrNull()
    if (storage) captureClickIds(search, storage)
    isAnalyticsDebug()
  }, [search])

  // One listener for every tagged chat and phone link (whatsapp_click / phone_click).
  useEffect(() => {
    document.addEventListener('click', trackContactClick, { capture: true })
    return () => document.removeEventListener('click', trackContactClick, { capture: true })
  }, [])

  return null
}
