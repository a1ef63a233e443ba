import 'server-only'
import { and, eq } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { projectSeo } from '@/lib/db/schema'
import type { Locale } from '@/lib/i18n/locales'
import { cachedRead } from './cache'

export type GetProjectStructuredDataOptions = { projectId: string; slug: string; locale: Locale }

/** The staff-supplied JSON-LD blocks of a project page, in page order; empty ones left out. */
export async function queryProjectStructuredData({
  projectId,
  locale,
}: GetProjectStructuredDataOptions): Promise<Record<string, unknown>[]> {
  const [row] = await db()
    .select({
      breadcrumb: projectSeo.breadcrumbData,
      organization: projectSeo.organizationData,
      listing: projectSeo.realEstateListingData,
      faq: projectSeo.faqData,
    })
    .from(projectSeo)
    .where(and(eq(projectSeo.projectId, projectId), eq(projectSeo.locale, locale)))
    .limit(1)
  if (!row) return []
  return [row.breadcrumb, row.organization, row.listing, row.faq].filter(
    (block): block is Record<string, unknown> => !!block && typeof block === 'object',
  )
}

export const getProjectStructuredData = cachedRead(
  'project-structured-data',
  queryProjectStructuredData,
)
