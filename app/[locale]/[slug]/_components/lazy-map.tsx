'use client'

import { useEffect, useRef, useState } from 'react'
import { useNearViewport } from '@/components/site/use-near-viewport'
import type { Locale } from '@/lib/i18n/locales'

// Spec §9: map constants.
export const MAP_LAZY_MARGIN_PX = 300
export const MAP_LOAD_TIMEOUT_MS = 3000
export const MAP_ZOOM = 16

/** Google Maps' keyless embed, with the spec's zoom and region, in the page's language. */
export function mapEmbedUrl(latitude: number, longitude: number, language: Locale = 'en'): string {
  const params = new URLSearchParams({
    q: `${latitude},${longitude}`,
    z: String(MAP_ZOOM),
    hl: language,
    gl: 'EG',
    output: 'embed',
  })
  return `https://maps.google.com/maps?${params}`
}

type MapState = 'loading' | 'ready' | 'failed'

export type LazyMapProps = {
  latitude: number
  longitude: number
  title: string
  failedLabel: string
  language: Locale
}

/**
 * Loads the map only once it comes within 300 px of the viewport. If it is not ready 3 s
 * later, a retry box replaces it; tapping it reloads the page.
 */
export function LazyMap({ latitude, longitude, title, failedLabel, language }: LazyMapProps) {
  const boxRef = useRef<HTMLDivElement>(null)
  const near = useNearViewport(boxRef, MAP_LAZY_MARGIN_PX)
  const [state, setState] = useState<MapState>('loading')

  useEffect(() => {
    if (!near || state !== 'loading') return
    const timer = setTimeout(() => {
      console.error(`Map did not load within ${MAP_LOAD_TIMEOUT_MS} ms`)
      setState('failed')
    }, MAP_LOAD_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [near, state])

  return (
    <div
      ref={boxRef}
      data-map-state={near ? state : 'waiting'}
      className="relative mt-6 h-[400px] overflow-hidden rounded-2xl bg-sand-deep/60 ring-1 ring-sand-deep"
    >
      {near && state !== 'failed' ? (
        <iframe
          src={mapEmbedUrl(latitude, longitude, language)}
          title={title}
          loading="eager"
          referrerPolicy="no-referrer-when-downgrade"
          onLoad={() => setState((current) => (current === 'loading' ? 'ready' : current))}
          className="size-full border-0"
        />
      ) : null}
      {state === 'failed' ? (
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="absolute inset-0 flex items-center justify-center p-6 text-center font-semibold text-navy hover:bg-sand"
        >
          {failedLabel}
        </button>
      ) : null}
    </div>
  )
}
