import { preload } from 'react-dom'
import type { PublicMedia } from '@/lib/media/public-media'
import { mediaImageUrl, mediaSrcSet, mediaWidths } from '@/lib/media/media-urls'

export type MediaImageProps = {
  /** A library image as loadPublicMedia gives it (alt in the page's language). */
  media: Pick<PublicMedia, 'id' | 'width' | 'height' | 'alt'>
  /** Which width the image is shown at, as for <img sizes>: "(min-width: 1024px) 33vw, 100vw". */
  sizes: string
  /** Above the fold (a hero): loaded at once, first. */
  priority?: boolean
  className?: string
  /** Covers its positioned parent (the parent sets the size), like next/image's fill. */
  fill?: boolean
}

/** The fallback <img src>: a middle size, for browsers that read neither srcset. */
const fallbackWidth = (widths: number[]) => widths.find((width) => width >= 960) ?? widths.at(-1)!

/**
 * A library image on a public page: AVIF, else WebP, in every width the item has, and an <img>
 * with its width and height so the page does not shift as it loads (give it a CSS width, e.g.
 * "h-auto w-full", unless `fill`). Lazy unless `priority`. Server-renderable; no next/image:
 * the files are already made in the site's widths.
 */
export function MediaImage({ media, sizes, priority = false, className, fill }: MediaImageProps) {
  if (!media.width || !media.height) return null
  const widths = mediaWidths(media.width)
  const avif = mediaSrcSet(media.id, media.width, 'avif')
  // A hero is the page's largest paint: its AVIF is asked for from <head>, before layout.
  if (priority)
    preload(mediaImageUrl(media.id, fallbackWidth(widths), 'avif'), {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: avif,
      imageSizes: sizes,
      fetchPriority: 'high',
    })
  return (
    <picture className={fill ? 'contents' : undefined}>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <img
        src={mediaImageUrl(media.id, fallbackWidth(widths), 'webp')}
        srcSet={mediaSrcSet(media.id, media.width, 'webp')}
        alt={media.alt}
        width={media.width}
        height={media.height}
        sizes={sizes}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className={fill ? `absolute inset-0 size-full object-cover ${className ?? ''}` : className}
      />
    </picture>
  )
}
