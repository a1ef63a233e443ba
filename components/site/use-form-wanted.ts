'use client'

import { useEffect, useState, type RefObject } from 'react'
import { useNearViewport } from './use-near-viewport'

/**
 * A while after the page has loaded (past the first screen's work, so the landing figures stay
 * as they are), the form loads anyway: a screen reader may reach it without scrolling.
 */
const AFTER_LOAD_MS = 4000

/**
 * When a lazily loaded form is wanted: near the viewport (scrolling), at the first key a
 * keyboard user presses, or a few seconds after the page has loaded. The landing page's first
 * JavaScript stays small, and no one is left with an empty box.
 */
export function useFormWanted(ref: RefObject<Element | null>, marginPx: number): boolean {
  const near = useNearViewport(ref, marginPx)
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (near || wanted) return
    const want = () => setWanted(true)
    document.addEventListener('keydown', want, { once: true })
    let timer: number | undefined
    const afterLoad = () => (timer = window.setTimeout(want, AFTER_LOAD_MS))
    if (document.readyState === 'complete') afterLoad()
    else window.addEventListener('load', afterLoad, { once: true })
    return () => {
      document.removeEventListener('keydown', want)
      window.removeEventListener('load', afterLoad)
      window.clearTimeout(timer)
    }
  }, [near, wanted])
  return near || wanted
}
