// Public addresses of media library files. Pure: used by server components, client components
// (the picker's thumbnails) and the media route that answers them.

/** The widths the site's images are made in (srcset steps, phone to full-width desktop). */
export const MEDIA_WIDTHS = [384, 640, 960, 1280, 1920] as const
export const MEDIA_FORMATS = ['avif', 'webp'] as const
export type MediaFormat = (typeof MEDIA_FORMATS)[number]

/**
 * The widths an image of this (master) width is served in: the steps narrower than it, and its
 * own width when it is narrower than the widest step, so an image is never enlarged and a
 * small one is still sharp at its real size.
 */
export function mediaWidths(masterWidth: number): number[] {
  const steps: number[] = MEDIA_WIDTHS.filter((width) => width < masterWidth)
  const own = Math.min(masterWidth, MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!)
  if (own < 1) return []
  return steps.includes(own) ? steps : [...steps, own]
}

export const mediaImageUrl = (id: string, width: number, format: MediaFormat) =>
  `/media/${id}/${width}.${format}`

export const mediaDocumentUrl = (id: string) => `/media/${id}/document.pdf`

/** The smallest variant: what lists and pickers show. */
export const mediaThumbUrl = (id: string, masterWidth: number) =>
  mediaImageUrl(id, mediaWidths(masterWidth)[0]!, 'webp')

/** "…/384.avif 384w, …/640.avif 640w, …" */
export const mediaSrcSet = (id: string, masterWidth: number, format: MediaFormat) =>
  mediaWidths(masterWidth)
    .map((width) => `${mediaImageUrl(id, width, format)} ${width}w`)
    .join(', ')

export type MediaFileName = { kind: 'image'; width: number; format: MediaFormat } | { kind: 'pdf' }

/** What a file name in a media URL asks for ("640.webp", "document.pdf"), or null. */
export function parseMediaFileName(file: string): MediaFileName | null {
  if (file === 'document.pdf') return { kind: 'pdf' }
  const match = /^([1-9]\d{0,4})\.(avif|webp)$/.exec(file)
  if (!match) return null
  return { kind: 'image', width: Number(match[1]), format: match[2] as MediaFormat }
}
