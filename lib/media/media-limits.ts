// What the library accepts. Pure: the upload form checks sizes before sending a byte, and the
// server checks everything again.

const MB = 1024 * 1024

export const MAX_IMAGE_BYTES = 10 * MB
export const MAX_PDF_BYTES = 20 * MB
/** The most an upload request may carry (the larger of the two limits). */
export const MAX_UPLOAD_BYTES = Math.max(MAX_IMAGE_BYTES, MAX_PDF_BYTES)
/** Images larger than this (in pixels) are refused before they are decoded: ~8000 × 6000. */
export const MAX_IMAGE_PIXELS = 50_000_000
/** The stored master image is at most this wide. */
export const MASTER_MAX_WIDTH = 2560

/** What the browser's file chooser offers (the server still decides by the bytes). */
export const ACCEPT_ATTRIBUTE = {
  image: 'image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.png,.webp,.avif',
  'image-or-pdf':
    'image/jpeg,image/png,image/webp,image/avif,application/pdf,.jpg,.jpeg,.png,.webp,.avif,.pdf',
} as const

/** "12.4 MB", "830 KB", "512 bytes". */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1).replace(/\.0$/, '')} MB`
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`
  return `${bytes} bytes`
}
