import { FileText, ImageOff, Loader } from 'lucide-react'
import Link from 'next/link'
import { Badge } from '@/components/ui/badge'
import { formatBytes } from '@/lib/media/media-limits'
import { typeLabel } from '@/lib/media/media-types'
import type { MediaListItem } from '@/lib/media/list-media'
import type { ServerT } from '../server-t'
import { altKey } from './alt-key'

/** The item's look in lists (in a `relative` box it fills): its smallest size, or a stand-in. */
export function MediaThumb({
  item,
}: {
  item: Pick<MediaListItem, 'thumbUrl' | 'kind' | 'status'>
}) {
  if (item.thumbUrl)
    return (
      // eslint-disable-next-line @next/next/no-img-element -- library files are already sized
      <img
        src={item.thumbUrl}
        alt=""
        className="absolute inset-0 size-full object-contain"
        loading="lazy"
      />
    )
  const Icon = item.kind === 'pdf' ? FileText : item.status === 'pending' ? Loader : ImageOff
  return <Icon className="size-10 text-slate-400" aria-hidden />
}

/** A library item in the grid: the whole card opens its page. */
export function MediaCard({ item, t }: { item: MediaListItem; t: ServerT }) {
  const alt = altKey(item)
  const facts = [
    typeLabel(item.sourceType) === 'Unknown' ? t('common.unknown') : typeLabel(item.sourceType),
    item.byteSize ? formatBytes(item.byteSize) : null,
    item.width && item.height ? `${item.width} × ${item.height}` : null,
  ].filter(Boolean)
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm focus-within:ring-2 focus-within:ring-teal">
      <div className="relative flex aspect-[4/3] items-center justify-center bg-slate-100">
        <MediaThumb item={item} />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 text-sm">
        <Link
          href={`/admin/media/${item.id}`}
          className="truncate font-medium text-ink outline-none after:absolute after:inset-0 group-hover:underline"
          dir="auto"
          title={item.name}
        >
          {item.name}
        </Link>
        <p className="text-xs text-slate-600">
          <bdi dir="ltr">{facts.join(' · ')}</bdi>
        </p>
        <div className="mt-auto flex flex-wrap gap-1.5 pt-1">
          {item.status === 'failed' ? (
            <Badge tone="admin">{t('media.card.importFailed')}</Badge>
          ) : item.status === 'pending' ? (
            <Badge tone="neutral">{t('media.card.importing')}</Badge>
          ) : null}
          <Badge tone={alt === 'complete' ? 'moderator' : 'outline'}>{t(`media.alt.${alt}`)}</Badge>
          <Badge tone="neutral">
            {item.usageCount === 0
              ? t('media.card.notUsed')
              : t('media.card.used', { count: item.usageCount })}
          </Badge>
        </div>
      </div>
    </li>
  )
}
