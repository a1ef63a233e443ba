// The file types the library knows by their bytes, how it names them to people, and which it
// takes. Pure.

export type AcceptedType = {
  kind: 'image' | 'pdf'
  mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif' | 'application/pdf'
}

export const ACCEPTED_TYPES: Record<string, AcceptedType> = {
  jpg: { kind: 'image', mime: 'image/jpeg' },
  png: { kind: 'image', mime: 'image/png' },
  webp: { kind: 'image', mime: 'image/webp' },
  avif: { kind: 'image', mime: 'image/avif' },
  pdf: { kind: 'pdf', mime: 'application/pdf' },
}

/** The accepted type a file name's extension claims (".jpeg" and ".jfif" are JPEG). */
export function typeNamedBy(name: string): AcceptedType | null {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase()
  if (!extension) return null
  const key = extension === 'jpeg' || extension === 'jfif' ? 'jpg' : extension
  return ACCEPTED_TYPES[key] ?? null
}

/** "JPEG", "PDF": short labels for lists, from the sniffed MIME type. */
export function typeLabel(mime: string | null): string {
  const labels: Record<string, string> = {
    'image/jpeg': 'JPEG',
    'image/png': 'PNG',
    'image/webp': 'WebP',
    'image/avif': 'AVIF',
    'application/pdf': 'PDF',
  }
  return (mime && labels[mime]) || 'Unknown'
}
