import type { MediaKind } from '@/lib/enums/media-kinds'
// What a public page knows of a library item (pure type, for server components).

export type PublicMedia = {
  id: string
  kind: MediaKind
  /** Pixel size of the master image; null for a PDF. */
  width: number | null
  height: number | null
  /** In the page's language ('' if it was never written). */
  alt: string
}
