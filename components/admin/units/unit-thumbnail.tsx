'use client'

import { useImageFailed } from '../use-image-failed'

/** The unit's image, or 'No image' when it has none or it fails to load (also before hydration). */
export function UnitThumbnail({ src, noImage }: { src: string | null; noImage: string }) {
  const { failed, ref, onError } = useImageFailed()
  if (!src || failed) return <span className="text-xs text-slate-500">{noImage}</span>
  return (
    // eslint-disable-next-line @next/next/no-img-element -- staff-entered URLs of any host
    <img
      ref={ref}
      src={src}
      alt=""
      width={48}
      height={36}
      loading="lazy"
      className="h-9 w-12 rounded-md bg-slate-100 object-cover"
      onError={onError}
    />
  )
}
