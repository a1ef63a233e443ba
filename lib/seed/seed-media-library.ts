import { media } from '@/lib/db/schema'
import type { Queryable } from '@/lib/db/types'

type Alt = { en: string; ar: string }

/**
 * The seed's images as media library items, one per file, waiting to be imported from public/
 * (lib/media/import-pending-media.ts runs at start): the same path older typed URLs take. The
 * library has no create operation for a file already on disk, so the seed writes these rows.
 */
export function seedMediaLibrary(q: Queryable) {
  const ids = new Map<string, Promise<string>>()
  return (path: string, alt: Alt): Promise<string> => {
    const known = ids.get(path)
    if (known) return known
    const created = q
      .insert(media)
      .values({
        kind: 'image',
        status: 'pending',
        originalName: path.slice(path.lastIndexOf('/') + 1),
        sourceUrl: path,
        altEn: alt.en,
        altAr: alt.ar,
      })
      .returning({ id: media.id })
      .then(([row]) => row!.id)
    ids.set(path, created)
    return created
  }
}

export type SeedImage = ReturnType<typeof seedMediaLibrary>
