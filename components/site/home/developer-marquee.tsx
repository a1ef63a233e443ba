'use client'

import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'

export type MarqueeLogo = { id: string; name: string; href: string; logoUrl: string }
export type DeveloperMarqueeProps = { heading: string; logos: MarqueeLogo[] }

const COPIES = 6 // spec §9: the row loops a 6-fold copy
const LOOP_SECONDS = 12
/** A press that moved further than this is a drag: the link under it is not followed. */
const DRAG_THRESHOLD_PX = 6
const FALLBACK_LOGO = '/images/fallback-logo.svg'

function showFallbackLogo(img: HTMLImageElement) {
  if (!img.src.endsWith(FALLBACK_LOGO)) img.src = FALLBACK_LOGO
}

// Auto-scrolls until the visitor drags it; dragging turns auto-scroll off for good. A drag
// never opens the logo it started on; a plain click (or Enter) still does.
export function DeveloperMarquee({ heading, logos }: DeveloperMarqueeProps) {
  const track = useRef<HTMLDivElement>(null)
  const drag = useRef<{ x: number; scroll: number; moved: boolean } | null>(null)
  const dragged = useRef(false)
  const [auto, setAuto] = useState(true)

  // An image that failed before hydration never reaches onError: check once on mount.
  useEffect(() => {
    track.current?.querySelectorAll('img').forEach((img) => {
      if (img.complete && img.naturalWidth === 0) showFallbackLogo(img)
    })
  }, [])

  // Scrolls only while on screen: off screen it would cost a phone a frame's work 60 times a
  // second for nothing.
  useEffect(() => {
    const el = track.current
    if (!el || !auto || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    let frame = 0
    let last = 0
    const step = (now: number) => {
      const copyWidth = el.scrollWidth / COPIES
      const speed = copyWidth / (LOOP_SECONDS * 1000)
      const direction = getComputedStyle(el).direction === 'rtl' ? -1 : 1
      el.scrollLeft += direction * speed * (now - last)
      if (Math.abs(el.scrollLeft) >= copyWidth) el.scrollLeft -= direction * copyWidth
      last = now
      frame = requestAnimationFrame(step)
    }
    const observer = new IntersectionObserver(([entry]) => {
      cancelAnimationFrame(frame)
      if (!entry?.isIntersecting) return
      last = performance.now()
      frame = requestAnimationFrame(step)
    })
    observer.observe(el)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [auto])

  if (logos.length === 0) return null
  const copies = Array.from({ length: COPIES }, (_, copy) => copy)
  return (
    <section aria-label={heading} className="border-y border-sand-deep bg-white py-8">
      <h2 className="sr-only">{heading}</h2>
      <div
        ref={track}
        className="flex cursor-grab touch-pan-y select-none gap-12 overflow-x-hidden px-4 active:cursor-grabbing"
        onPointerDown={(event) => {
          setAuto(false)
          dragged.current = false
          drag.current = { x: event.clientX, scroll: track.current?.scrollLeft ?? 0, moved: false }
        }}
        onPointerMove={(event) => {
          if (!drag.current || !track.current) return
          const distance = event.clientX - drag.current.x
          if (Math.abs(distance) > DRAG_THRESHOLD_PX) drag.current.moved = true
          track.current.scrollLeft = drag.current.scroll - distance
        }}
        onPointerUp={() => {
          dragged.current = drag.current?.moved ?? false
          drag.current = null
        }}
        onPointerLeave={() => (drag.current = null)}
        onClickCapture={(event) => {
          if (!dragged.current) return
          // The click that ends a drag: neither the browser nor the router follows the link.
          dragged.current = false
          event.preventDefault()
          event.stopPropagation()
        }}
      >
        {copies.map((copy) =>
          logos.map((logo) => (
            <Link
              key={`${copy}-${logo.id}`}
              href={logo.href}
              prefetch={false}
              draggable={false}
              tabIndex={copy === 0 ? 0 : -1}
              aria-hidden={copy === 0 ? undefined : true}
              className="flex shrink-0 items-center gap-3"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- tiny logos; onError swaps in the fallback */}
              <img
                src={logo.logoUrl}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                draggable={false}
                onError={(event) => {
                  if (!event.currentTarget.src.endsWith(FALLBACK_LOGO))
                    event.currentTarget.src = FALLBACK_LOGO
                }}
                className="size-14 rounded-xl"
              />
              <span className="whitespace-nowrap font-semibold text-navy">{logo.name}</span>
            </Link>
          )),
        )}
      </div>
    </section>
  )
}
