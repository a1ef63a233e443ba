import type { Metadata } from 'next'
import { Suspense } from 'react'
import { ResultCount } from '@/components/admin/data-table/list-header'
import { ListPagination } from '@/components/admin/data-table/list-pagination'
import { ListSearch } from '@/components/admin/data-table/list-search'
import { guardPage } from '@/components/admin/guard/guard-page'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { MediaCard } from '@/components/admin/media/media-card'
import { MediaKindFilter } from '@/components/admin/media/media-kind-filter'
import { MediaUploader } from '@/components/admin/media/media-uploader'
import { listHref } from '@/lib/admin/list-href'
import { listQuery } from '@/lib/validation/paging'
import type { Viewer } from '@/lib/auth/get-viewer'
import { kindsOf, listMedia } from '@/lib/media/list-media'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getAdminTranslations()
  return { title: t('common.sections.media') }
}

type MediaPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

type MediaQuery = { search: string; page: number; kind: string }

export default async function MediaLibraryPage({ searchParams }: MediaPageProps) {
  const { viewer, denied } = await guardPage('content')
  if (!viewer) return denied
  const params = await searchParams
  const kind = params.kind === 'image' || params.kind === 'pdf' ? params.kind : ''
  const query: MediaQuery = { ...listQuery(params), kind }
  const t = await getAdminTranslations()
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-semibold">{t('common.sections.media')}</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('media.intro')}</p>
      </div>
      <section aria-labelledby="upload-heading" className="space-y-2">
        <h2 id="upload-heading" className="text-base font-semibold">
          {t('media.upload')}
        </h2>
        <MediaUploader />
      </section>
      <section aria-labelledby="library-heading" className="space-y-4">
        <h2 id="library-heading" className="sr-only">
          {t('media.library')}
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <ListSearch
            action="/admin/media"
            search={query.search}
            label={t('media.search')}
            keep={kind ? { kind } : {}}
          />
          <MediaKindFilter kind={kind} search={query.search} />
        </div>
        <Suspense key={JSON.stringify(query)} fallback={<p role="status">{t('common.loading')}</p>}>
          <MediaResults viewer={viewer} query={query} />
        </Suspense>
      </section>
    </div>
  )
}

async function MediaResults({ viewer, query }: { viewer: Viewer; query: MediaQuery }) {
  const [{ rows, total, page, pageCount }, t] = await Promise.all([
    listMedia({
      viewer,
      search: query.search,
      kinds: kindsOf(query.kind),
      page: query.page,
    }),
    getAdminTranslations(),
  ])
  const hrefFor = (target: number) =>
    listHref('/admin/media', { q: query.search, kind: query.kind, page: target })
  return (
    <>
      <ResultCount total={total} />
      {rows.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white px-4 py-10 text-center text-slate-600">
          {query.search || query.kind ? t('common.noResults') : t('media.empty')}
        </p>
      ) : (
        <ul
          aria-label={t('media.items')}
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5"
        >
          {rows.map((item) => (
            <MediaCard key={item.id} item={item} t={t} />
          ))}
        </ul>
      )}
      <ListPagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
    </>
  )
}
