'use client'

import { useEffect } from 'react'

/** Spec §2: a shared-unit link scrolls to the units section after this delay. */
export const SHARED_UNIT_SCROLL_DELAY_MS = 500

/** Scrolls the phone's horizontal card strip (its own scroller) so the card starts it. */
function revealInStrip(card: HTMLElement) {
  const strip = card.closest('ul')
  if (!strip || strip.scrollWidth <= strip.clientWidth) return
  const cardBox = card.getBoundingClientRect()
  const stripBox = strip.getBoundingClientRect()
  const rtl = getComputedStyle(strip).direction === 'rtl'
  const delta = rtl ? cardBox.right - stripBox.right : cardBox.left - stripBox.left
  strip.scrollBy({ left: delta, behavior: 'smooth' })
}

/**
 * On a `?unit=` link, scrolls to the units section after 500 ms and marks the shared card,
 * bringing it into view inside the phone's horizontal strip too.
 */
export function SharedUnitFocus() {
  useEffect(() => {
    const slug = new URLSearchParams(window.location.search).get('unit')
    if (!slug) return
    const timer = setTimeout(() => {
      const section = document.getElementById('units')
      const card = section?.querySelector<HTMLElement>(`[data-unit="${CSS.escape(slug)}"]`)
      section?.scrollIntoView({ behavior: 'smooth', block: 'start' })
      if (!card) return
      card.dataset.shared = 'true'
      revealInStrip(card)
    }, SHARED_UNIT_SCROLL_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])
  return null
}
