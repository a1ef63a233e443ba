import Link from 'next/link'
import { Badge } from '@/components/ui/badge'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import type { MediaUsage } from '@/lib/media/find-media-usages'
import { usageLabel, type Translate } from '@/lib/media/media-usage-label'

/** "Where it’s used": each record with a link to its form (or the trash). */
export async function MediaUsageList({ usages }: { usages: MediaUsage[] }) {
  const t = await getAdminTranslations()
  if (usages.length === 0)
    return <p className="text-sm text-slate-600">{t('media.detail.notUsed')}</p>
  return (
    <ul className="space-y-1 text-sm">
      {usages.map((usage) => (
        <li
          key={`${usage.entity}-${usage.entityId}-${usage.role}`}
          className="flex flex-wrap items-center gap-2"
        >
          <Link
            href={usage.href}
            className="flex min-h-11 items-center text-navy underline md:min-h-0"
            dir="auto"
          >
            {usageLabel(usage, t as unknown as Translate)}
          </Link>
          {usage.inTrash ? <Badge tone="neutral">{t('media.detail.inTrash')}</Badge> : null}
        </li>
      ))}
    </ul>
  )
}
