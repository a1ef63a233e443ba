import type { MetadataRoute } from 'next'
import { listPublicDevelopers } from '@/lib/content/list-public-developers'
import { listPublishedProjects } from '@/lib/content/list-published-projects'
import { env } from '@/lib/env'
import { locales, type Locale } from '@/lib/i18n/locales'
import { developerPath, homePath, projectPath } from '@/lib/i18n/paths'

// Built from the database at request time (there is none at build time); reads are cached.
export const dynamic = 'force-dynamic'

function entries(siteUrl: string, pathFor: (locale: Locale) => string): MetadataRoute.Sitemap {
  const languages = {
    en: `${siteUrl}${pathFor('en')}`,
    ar: `${siteUrl}${pathFor('ar')}`,
    'x-default': `${siteUrl}${pathFor('en')}`,
  }
  return locales.map((locale) => ({
    url: `${siteUrl}${pathFor(locale)}`,
    alternates: { languages },
  }))
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { siteUrl } = env()
  const [projects, developers] = await Promise.all([
    listPublishedProjects({ locale: 'en' }),
    listPublicDevelopers({ locale: 'en' }),
  ])
  return [
    ...entries(siteUrl, homePath),
    ...developers.flatMap((d) => entries(siteUrl, (l) => developerPath(d.slug, l))),
    ...projects.flatMap((p) => entries(siteUrl, (l) => projectPath(p, l))),
  ]
}
