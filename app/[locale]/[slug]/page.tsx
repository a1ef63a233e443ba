import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { getProjectPage } from '@/lib/content/get-project-page'
import { localeFromParams } from '@/lib/i18n/params'
import { projectMetadata } from '@/lib/seo/project-metadata'
import { ProjectPageView } from './_components/project-page-view'

type ProjectPageProps = { params: Promise<{ locale: string; slug: string }> }

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: ProjectPageProps): Promise<Metadata> {
  const locale = await localeFromParams(params)
  const { slug } = await params
  const project = await getProjectPage({ slug, locale })
  if (!project) return {}
  const t = await getTranslations({ locale })
  return projectMetadata({ project, locale, brand: t('brand.suffix') })
}

export default async function ProjectPage({ params }: ProjectPageProps) {
  const locale = await localeFromParams(params)
  const { slug } = await params
  setRequestLocale(locale)
  const project = await getProjectPage({ slug, locale })
  if (!project) notFound()
  return <ProjectPageView project={project} locale={locale} />
}
