import { projectSeo } from '@/lib/db/schema'
import type { Queryable } from '@/lib/db/types'
import type { Locale } from '@/lib/i18n/locales'
import type { ProjectSeed } from './content-schema'

function structuredData(project: ProjectSeed, locale: Locale, developerName: string) {
  const t = project[locale]
  const url = locale === 'en' ? `/${project.slug}` : `/${project.slug}/ar`
  return {
    breadcrumbData: {
      '@type': 'BreadcrumbList',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: developerName,
          item:
            locale === 'en'
              ? `/developers/${project.developer}`
              : `/developers/${project.developer}/ar`,
        },
        { '@type': 'ListItem', position: 2, name: t.title, item: url },
      ],
    },
    organizationData: {
      '@type': 'Organization',
      name: developerName,
      email: project.contact_email,
    },
    realEstateListingData: {
      '@type': 'RealEstateListing',
      name: t.title,
      description: t.description,
      url,
      contentLocation: {
        '@type': 'Place',
        geo: {
          '@type': 'GeoCoordinates',
          latitude: project.map_latitude,
          longitude: project.map_longitude,
        },
      },
    },
    faqData: t.faqs.length
      ? {
          '@type': 'FAQPage',
          mainEntity: t.faqs.map((f) => ({
            '@type': 'Question',
            name: f.question,
            acceptedAnswer: { '@type': 'Answer', text: f.answer },
          })),
        }
      : null,
  }
}

/**
 * A project page's JSON-LD blocks (project_seo), in both languages. The admin has no form for
 * them (only Duplicate copies them), so no save operation writes them: the seed does.
 */
export async function insertStructuredData(
  q: Queryable,
  projectId: string,
  project: ProjectSeed,
  developerName: Record<Locale, string>,
): Promise<void> {
  await q.insert(projectSeo).values(
    (['en', 'ar'] as const).map((locale) => ({
      projectId,
      locale,
      ...structuredData(project, locale, developerName[locale]),
    })),
  )
}
