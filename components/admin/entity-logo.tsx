'use client'

import { useImageFailed } from './use-image-failed'

const DEFAULT_LOGO = '/images/fallback-logo.svg'

/** A list thumbnail; a broken image falls back to the default logo (spec §8), also before hydration. */
export function EntityLogo({ src, alt }: { src: string | null; alt: string }) {
  const { failed, ref, onError } = useImageFailed()
  return (
    // eslint-disable-next-line @next/next/no-img-element -- staff-entered URLs of any host
    <img
      ref={failed ? undefined : ref}
      src={!src || failed ? DEFAULT_LOGO : src}
      alt={alt}
      width={40}
      height={40}
      loading="lazy"
      className="size-10 rounded-md bg-slate-100 object-contain"
      onError={failed ? undefined : onError}
    />
  )
}
