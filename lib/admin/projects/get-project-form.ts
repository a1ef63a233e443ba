import 'server-only'
import { and, eq, isNull } from 'drizzle-orm'
import { assertPermission } from '@/lib/auth/authorize'
import { db } from '@/lib/db/client'
import { projects, projectSections, projectTranslations } from '@/lib/db/schema'
import { isRecordId } from '@/lib/validation/record-id'
import { PROJECT_SECTION_GROUPS } from './project-schema'
import { formatFaqs, formatHighlights } from './section-lists'

type SectionRow = typeof projectSections.$inferSelect
type SectionValues = Record<string, string | boolean>
type SectionTextField = {
  [K in keyof SectionRow]: SectionRow[K] extends string | null ? K : never
}[keyof SectionRow]
type LocaleValues = { title: string; description: string; keyInfo: string; sections: SectionValues }

/** Form values as the inputs hold them (text, checkboxes as booleans), per locale nested. */
export type ProjectFormValues = {
  [field: string]: string | boolean | LocaleValues
  en: LocaleValues
  ar: LocaleValues
}

/** Section fields whose form value is the stored text as is (the rest are lists or flags). */
const NOT_PLAIN_TEXT = new Set([
  'locationParagraphs',
  'locationHighlights',
  'faqs',
  'crossSellEnabled',
])
const SECTION_TEXT_FIELDS = Object.values(PROJECT_SECTION_GROUPS)
  .flat()
  .filter((field) => !NOT_PLAIN_TEXT.has(field)) as SectionTextField[]

const OPTIONAL_BASE_FIELDS = [
  'heroBgUrl',
  'logoUrlLarge',
  'masterplanImageUrl',
  'whatsappNumber',
  'whatsappMessage',
  'contactPhone',
  'contactEmail',
] as const

/** A live project with both translations and sections, shaped as the form's values. */
export async function getProjectForm(id: string): Promise<ProjectFormValues | null> {
  await assertPermission('content')
  return readProjectForm(id)
}

/** The form read without the role check (that stays in getProjectForm); null if none. */
export async function readProjectForm(id: string): Promise<ProjectFormValues | null> {
  if (!isRecordId(id)) return null
  const [project] = await db()
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), isNull(projects.deletedAt)))
  if (!project) return null
  const [translations, sections] = await Promise.all([
    db().select().from(projectTranslations).where(eq(projectTranslations.projectId, id)),
    db().select().from(projectSections).where(eq(projectSections.projectId, id)),
  ])
  const locale = (code: 'en' | 'ar'): LocaleValues => {
    const texts = translations.find((t) => t.locale === code)
    return {
      title: texts?.title ?? '',
      description: texts?.description ?? '',
      keyInfo: texts?.keyInfo ?? '',
      sections: sectionValues(sections.find((s) => s.locale === code)),
    }
  }
  const values: ProjectFormValues = {
    slug: project.slug,
    developerId: project.developerId,
    status: project.status,
    isActive: project.isActive,
    isPopular: project.isPopular,
    showCalculator: project.showCalculator,
    showExitIntent: project.showExitIntent,
    sortOrder: String(project.sortOrder),
    logoUrl: project.logoUrl,
    thumbnailUrl: project.thumbnailUrl,
    basePath: project.basePath,
    mapLatitude: project.mapLatitude === null ? '' : String(project.mapLatitude),
    mapLongitude: project.mapLongitude === null ? '' : String(project.mapLongitude),
    en: locale('en'),
    ar: locale('ar'),
  }
  for (const field of OPTIONAL_BASE_FIELDS) values[field] = project[field] ?? ''
  return values
}

function sectionValues(row: SectionRow | undefined): SectionValues {
  const values: SectionValues = {}
  for (const field of SECTION_TEXT_FIELDS) values[field] = row?.[field] ?? ''
  values.locationParagraphs = (row?.locationParagraphs ?? []).join('\n\n')
  values.locationHighlights = formatHighlights(row?.locationHighlights ?? [])
  values.faqs = formatFaqs(row?.faqs ?? [])
  values.crossSellEnabled = row?.crossSellEnabled ?? false
  return values
}
