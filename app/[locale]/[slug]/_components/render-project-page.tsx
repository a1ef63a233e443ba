import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { getProjectPage } from '@/lib/content/get-project-page'
import { localeFromParams } from '@/lib/i18n/params'
import { ProjectPageView } from './project-page-view'

/** Body of both project routes (plain and shared-unit): load by slug, or the 404 page. */
export async function renderProjectPage(
  params: Promise<{ locale: string; slug: string; unit?: string }>,
) {
  const locale = await localeFromParams(params)
  const { slug, unit } = await params
  setRequestLocale(locale)
  const project = await getProjectPage({ slug, locale })
  if (!project) notFound()
  const sharedUnit = unit
    ? (project.units.find((candidate) => candidate.slug === unit) ?? null)
    : null
  return <ProjectPageView project={project} locale={locale} sharedUnit={sharedUnit} />
}
