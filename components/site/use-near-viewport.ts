'use client'

import { useEffect, useState, type RefObject } from 'react'

/** True once the element has come within `marginPx` of the viewport (and stays true). */
export function useNearViewport(ref: RefObject<Element | null>, marginPx: number): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || near) return
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return
        observer.disconnect()
        setNear(true)
      },
      { rootMargin: `${marginPx}px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, marginPx, near])
  return near
}
