import { RecordHistory } from '@/components/admin/activity/record-history'
import { ArrowLeft, ExternalLink } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { guardPage } from '@/components/admin/guard/guard-page'
import { altKey } from '@/components/admin/media/alt-key'
import { getAdminLocale } from '@/lib/admin-i18n/get-admin-locale'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { MediaAltForm } from '@/components/admin/media/media-alt-form'
import { MediaThumb } from '@/components/admin/media/media-card'
import { MediaDeleteButton } from '@/components/admin/media/media-delete-button'
import { MediaUsageList } from '@/components/admin/media/media-usage-list'
import { MediaImage } from '@/components/site/media-image'
import { Badge } from '@/components/ui/badge'
import { buttonClass } from '@/components/ui/button'
import { formatCairo } from '@/lib/i18n/business-time'
import { readMediaDetail } from '@/lib/media/read-media-detail'
import { importErrorText, type Translate as ImportErrorTranslate } from '@/lib/media/import-error'
import { formatBytes } from '@/lib/media/media-limits'
import { typeLabel } from '@/lib/media/media-types'
import { mediaDocumentUrl } from '@/lib/media/media-urls'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getAdminTranslations()
  return { title: t('media.pageTitle') }
}

type MediaItemPageProps = { params: Promise<{ id: string }> }

const card = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm'

/** One library item: preview, facts, alt text in both languages, where it is used, delete. */
export default async function MediaItemPage({ params }: MediaItemPageProps) {
  const { viewer, denied } = await guardPage('content')
  if (!viewer) return denied
  const item = await readMediaDetail({ viewer, id: (await params).id })
  if (!item) notFound()
  const [t, locale] = await Promise.all([getAdminTranslations(), getAdminLocale()])
  const kind = item.kind === 'pdf' ? 'pdf' : 'image'
  const alt = altKey(item)
  const type = typeLabel(item.sourceType)
  const at = formatCairo(item.createdAt, locale)
  // Figures, sizes and addresses read left to right inside Arabic.
  const facts: [string, React.ReactNode][] = [
    ['type', type === 'Unknown' ? t('common.unknown') : type],
    ['fileSize', item.byteSize ? <bdi>{formatBytes(item.byteSize)}</bdi> : '—'],
    ...(item.kind === 'image'
      ? [
          [
            'pixels',
            item.width && item.height ? <bdi>{`${item.width} × ${item.height}`}</bdi> : '—',
          ] as [string, React.ReactNode],
        ]
      : []),
    ['added', item.uploadedBy ? t('media.detail.addedBy', { at, name: item.uploadedBy }) : at],
    ...(item.sourceUrl
      ? [['importedFrom', <bdi key="url">{item.sourceUrl}</bdi>] as [string, React.ReactNode]]
      : []),
  ]
  return (
    <div className="max-w-5xl space-y-4">
      <Link href="/admin/media" className={`${buttonClass('ghost', 'sm')} min-h-11 md:min-h-8`}>
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden /> {t('common.sections.media')}
      </Link>
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-semibold break-all" dir="auto">
          <bdi>{item.name}</bdi>
        </h1>
        <Badge tone={alt === 'complete' ? 'moderator' : 'outline'}>{t(`media.alt.${alt}`)}</Badge>
      </div>
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        <section
          aria-label={t('media.detail.preview')}
          className="flex items-center justify-center rounded-xl border border-slate-200 bg-slate-50 p-4 shadow-sm"
        >
          {item.kind === 'image' && item.status === 'ready' ? (
            <MediaImage
              media={{ id: item.id, width: item.width, height: item.height, alt: item.altEn }}
              sizes="(min-width: 1024px) 560px, 100vw"
              priority
              className="h-auto max-h-[32rem] w-auto max-w-full rounded-lg"
            />
          ) : item.kind === 'pdf' && item.status === 'ready' ? (
            <a
              href={mediaDocumentUrl(item.id)}
              target="_blank"
              rel="noopener"
              className={`${buttonClass('outline')} min-h-11`}
            >
              <ExternalLink className="size-4" aria-hidden /> {t('media.detail.openPdf')}
            </a>
          ) : (
            <div className="flex flex-col items-center gap-2 py-10 text-center text-sm text-slate-600">
              <MediaThumb item={item} />
              <p>
                {item.status === 'pending'
                  ? t('media.detail.notImported')
                  : t('media.detail.importFailed')}
              </p>
              {item.importError ? (
                <p className="max-w-md text-red-700">
                  {importErrorText(item.importError, t as unknown as ImportErrorTranslate)}
                </p>
              ) : null}
            </div>
          )}
        </section>
        <section aria-labelledby="facts-heading" className={card}>
          <h2 id="facts-heading" className="mb-2 text-base font-semibold">
            {t('media.detail.details')}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
            {facts.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="text-slate-600">
                  {t(
                    `media.detail.${term as 'type' | 'fileSize' | 'pixels' | 'added' | 'importedFrom'}`,
                  )}
                </dt>
                <dd className="break-all">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      <section aria-labelledby="alt-heading" className={card}>
        <h2 id="alt-heading" className="text-base font-semibold">
          {t('media.detail.altHeading')}
        </h2>
        <p className="mb-3 text-sm text-slate-600">{t('media.detail.altRequired', { kind })}</p>
        <MediaAltForm item={item} />
      </section>
      <section aria-labelledby="usage-heading" className={card}>
        <h2 id="usage-heading" className="mb-2 text-base font-semibold">
          {t('media.detail.usage')}
        </h2>
        <MediaUsageList usages={item.usages} />
      </section>
      <section aria-labelledby="delete-heading" className={`${card} space-y-2`}>
        <h2 id="delete-heading" className="text-base font-semibold">
          {t('media.detail.deleteHeading')}
        </h2>
        <p className="text-sm text-slate-600">
          {item.usages.length
            ? t('media.detail.deleteUsed', { kind })
            : t('media.detail.deleteFree', { kind })}
        </p>
        <MediaDeleteButton id={item.id} name={item.name} kind={kind} />
      </section>
      <section aria-labelledby="history-heading" className={card}>
        <h2 id="history-heading" className="mb-2 text-base font-semibold">
          {t('media.detail.history')}
        </h2>
        <RecordHistory viewer={viewer} entityType="media" entityId={item.id} />
      </section>
    </div>
  )
}
