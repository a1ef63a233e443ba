'use client'

import { useEffect } from 'react'

/** Spec §2: a shared-unit link scrolls to the units section after this delay. */
export const SHARED_UNIT_SCROLL_DELAY_MS = 500

/**
 * On a `?unit=` link, after 500 ms marks the shared card and brings it to the middle of the
 * screen (desktop grid and phone strip alike); an unknown unit scrolls to the section.
 */
export function SharedUnitFocus() {
  useEffect(() => {
    const slug = new URLSearchParams(window.location.search).get('unit')
    if (!slug) return
    const timer = setTimeout(() => {
      const section = document.getElementById('units')
      const card = section?.querySelector<HTMLElement>(`[data-unit="${CSS.escape(slug)}"]`)
      if (!card) return section?.scrollIntoView({ behavior: 'smooth', block: 'start' })
      card.dataset.shared = 'true'
      // Centred on the screen, and within the phone's horizontal strip (its own scroller).
      card.scrollIntoView({ behavior: 'smooth', block: 'center', inline: 'center' })
    }, SHARED_UNIT_SCROLL_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])
  return null
}
