import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { getProjectPage } from '@/lib/content/get-project-page'
import { localeFromParams } from '@/lib/i18n/params'
import { projectMetadata } from '@/lib/seo/project-metadata'
import { renderProjectPage } from './_components/render-project-page'

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

export default function ProjectPage({ params }: ProjectPageProps) {
  return renderProjectPage(params)
}
