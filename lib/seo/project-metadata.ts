import type { Metadata } from 'next'
import type { ProjectPage, ProjectUnit } from '@/lib/content/get-project-page'
import type { Locale } from '@/lib/i18n/locales'
import { projectPath } from '@/lib/i18n/paths'
import { languageAlternates } from './alternates'
import { projectSocialImagePath, unitSocialImagePath } from './social-image-path'
import { socialMetadata } from './social-metadata'

export type ProjectMetadataInput = {
  project: ProjectPage
  locale: Locale
  brand: string
  /** The unit of a shared-unit link: its data overrides title, description and image. */
  unit?: ProjectUnit | null
  /** Description for a shared unit without its own description. */
  unitFallbackDescription?: string
  /** The shared unit's price as the page says it ("From EGP 9.8M"), first in its social card. */
  unitPriceText?: string
}

/** Spec §2: og title, else seo title, else project title; the same order for descriptions. */
export function projectMetadata({
  project,
  locale,
  brand,
  unit,
  unitFallbackDescription,
  unitPriceText,
}: ProjectMetadataInput): Metadata {
  const s = project.sections
  const path = projectPath(project, locale)
  const title = unit
    ? `${unit.title} · ${project.title}`
    : s?.ogTitle || s?.seoTitle || project.title
  const description = unit
    ? unit.description || unitFallbackDescription || project.description
    : s?.ogDescription || s?.metaDescription || project.description
  const image = unit
    ? unitSocialImagePath(project.slug, unit.slug, (unit.image ?? project.hero)?.id)
    : projectSocialImagePath(project.slug, (project.hero ?? project.thumbnail)?.id)
  const url = unit ? `${path}?unit=${unit.slug}` : path
  return {
    title: `${title} | ${brand}`,
    description,
    alternates: languageAlternates(locale, (l) => projectPath(project, l)),
    ...socialMetadata({
      title,
      // A shared unit's card says its price next to the project's name (in the title).
      description: unit && unitPriceText ? `${unitPriceText} · ${description}` : description,
      url,
      image,
      locale,
      brand,
    }),
  }
}
