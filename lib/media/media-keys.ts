// Where an item's files are kept in storage: all under "{id}/", names made by the server.
import type { MediaFormat } from './media-urls'

export const itemPrefix = (id: string) => `${id}/`
export const masterKey = (id: string) => `${id}/master.webp`
export const variantKey = (id: string, width: number, format: MediaFormat) =>
  `${id}/${width}.${format}`
export const documentKey = (id: string) => `${id}/document.pdf`

export const CONTENT_TYPES = {
  webp: 'image/webp',
  avif: 'image/avif',
  pdf: 'application/pdf',
} as const
