import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { getProjectPage } from '@/lib/content/get-project-page'
import { localeFromParams } from '@/lib/i18n/params'
import { abbreviateEgp } from '@/lib/pricing/format-price'
import { priceWords } from '@/lib/pricing/price-words'
import { projectMetadata } from '@/lib/seo/project-metadata'
import { renderProjectPage } from '../../_components/render-project-page'

/**
 * A project page opened from a shared-unit link (`/{slug}?unit={unit}`, rewritten here by the
 * proxy). Same page; the unit's title, description and image replace the project's in the
 * metadata. Rendered per request so arbitrary `?unit=` values never fill the page cache; the
 * data reads underneath stay cached.
 */
export const dynamic = 'force-dynamic'

type SharedUnitPageProps = { params: Promise<{ locale: string; slug: string; unit: string }> }

export async function generateMetadata({ params }: SharedUnitPageProps): Promise<Metadata> {
  const locale = await localeFromParams(params)
  const { slug, unit: unitSlug } = await params
  const project = await getProjectPage({ slug, locale })
  if (!project) return {}
  const t = await getTranslations({ locale })
  const unit = project.units.find((candidate) => candidate.slug === unitSlug) ?? null
  return projectMetadata({
    project,
    locale,
    brand: t('brand.suffix'),
    unit,
    unitFallbackDescription: unit
      ? t('project.share.text', { unit: unit.title, project: project.title })
      : undefined,
    unitPriceText: unit?.priceEgp
      ? t('project.price.from', { price: abbreviateEgp(unit.priceEgp, priceWords(locale)) })
      : undefined,
  })
}

export default function SharedUnitPage({ params }: SharedUnitPageProps) {
  return renderProjectPage(params)
}
