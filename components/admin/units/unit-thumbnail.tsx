'use client'

import { useState } from 'react'

/** The unit's image, or 'No image' when it has none or it fails to load. */
export function UnitThumbnail({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false)
  if (!src || failed) return <span className="text-xs text-slate-500">No image</span>
  return (
    // eslint-disable-next-line @next/next/no-img-element -- staff-entered URLs of any host
    <img
      src={src}
      alt=""
      width={48}
      height={36}
      loading="lazy"
      className="h-9 w-12 rounded-md bg-slate-100 object-cover"
      onError={() => setFailed(true)}
    />
  )
}
