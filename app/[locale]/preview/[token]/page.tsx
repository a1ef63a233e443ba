import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { queryDeveloperPreview } from '@/lib/content/get-developer-page'
import { queryProjectPreview } from '@/lib/content/get-project-page'
import { readPreviewToken } from '@/lib/content/preview-token'
import { localeFromParams } from '@/lib/i18n/params'
import { DeveloperPageView } from '../../developers/[slug]/_components/developer-page-view'
import { ProjectPageView } from '../../[slug]/_components/project-page-view'

/**
 * A signed draft preview (/preview/{token}, /preview/{token}/ar): an unpublished project or
 * developer as its page will look. Read fresh on every request, never cached or indexed.
 */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { robots: { index: false, follow: false } }

type PreviewPageProps = { params: Promise<{ locale: string; token: string }> }

export default async function PreviewPage({ params }: PreviewPageProps) {
  const locale = await localeFromParams(params)
  const { token } = await params
  setRequestLocale(locale)
  const target = readPreviewToken(token)
  if (!target) notFound()
  const t = await getTranslations({ locale })
  const banner = (
    <p
      role="status"
      className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950"
    >
      {t('preview.banner')}
    </p>
  )
  if (target.kind === 'project') {
    const project = await queryProjectPreview(target.id, locale)
    if (!project) notFound()
    return (
      <>
        {banner}
        <ProjectPageView project={project} locale={locale} />
      </>
    )
  }
  const developer = await queryDeveloperPreview(target.id, locale)
  if (!developer) notFound()
  return (
    <>
      {banner}
      <DeveloperPageView developer={developer} locale={locale} />
    </>
  )
}
