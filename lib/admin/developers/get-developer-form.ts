import 'server-only'
import { and, eq, isNull } from 'drizzle-orm'
import { assertPermission } from '@/lib/auth/authorize'
import { db } from '@/lib/db/client'
import { developers, developerTranslations } from '@/lib/db/schema'
import { isRecordId } from '@/lib/validation/record-id'

type TranslationValues = Record<string, string>
/** Form values as the inputs hold them (text), English and Arabic texts nested. */
export type DeveloperFormValues = {
  [field: string]: string | boolean | TranslationValues
  en: TranslationValues
  ar: TranslationValues
}

const TEXT_FIELDS = [
  'name',
  'tagline',
  'description',
  'seoTitle',
  'metaDescription',
  'ogTitle',
  'ogDescription',
  'aboutHeading',
  'projectsHeading',
  'ctaLabel',
  'heroParagraph',
] as const

/** A live developer with both translations, shaped as the form's values; null if none. */
export async function getDeveloperForm(id: string): Promise<DeveloperFormValues | null> {
  await assertPermission('content')
  return readDeveloperForm(id)
}

/** The form read itself; only for callers that have checked the role (and tests). */
export async function readDeveloperForm(id: string): Promise<DeveloperFormValues | null> {
  if (!isRecordId(id)) return null
  const [developer] = await db()
    .select()
    .from(developers)
    .where(and(eq(developers.id, id), isNull(developers.deletedAt)))
  if (!developer) return null
  const translations = await db()
    .select()
    .from(developerTranslations)
    .where(eq(developerTranslations.developerId, id))
  const locale = (code: 'en' | 'ar'): TranslationValues => {
    const row = translations.find((t) => t.locale === code)
    const values: TranslationValues = {}
    for (const field of TEXT_FIELDS) values[field] = row?.[field] ?? ''
    values.aboutParagraphs = (row?.aboutParagraphs ?? []).join('\n\n')
    return values
  }
  return {
    slug: developer.slug,
    logoUrl: developer.logoUrl,
    heroBgUrl: developer.heroBgUrl ?? '',
    basePath: developer.basePath ?? '',
    seoCanonicalUrl: developer.seoCanonicalUrl ?? '',
    sortOrder: String(developer.sortOrder),
    status: developer.status,
    isActive: developer.isActive,
    en: locale('en'),
    ar: locale('ar'),
  }
}
