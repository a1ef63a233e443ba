import 'server-only'
import { and, eq, isNull, like } from 'drizzle-orm'
import { recordActivity } from '@/lib/activity/record-activity'
import { adminTranslator } from '@/lib/admin-catalogue/admin-translator'
import type { ActivityActor } from '@/lib/activity/activity-types'
import { AppError } from '@/lib/actions/app-error'
import { db } from '@/lib/db/client'
import {
  projectGalleryItems,
  projects,
  projectSections,
  projectSeo,
  projectTranslations,
  projectUnits,
  unitTranslations,
} from '@/lib/db/schema'
import type { Queryable } from '@/lib/db/types'
import type { Locale } from '@/lib/i18n/locales'
import { isRecordId } from '@/lib/validation/record-id'

/** "Palm Hills (copy)" / "بالم هيلز (نسخة)": the copy's title in its own language. */
const copyTitle = (locale: Locale, title: string) =>
  adminTranslator(locale)('content.projects.copyTitle', { title })

/** "palm-hills-copy", or "-copy-2", "-copy-3"… when taken by a live project. */
async function freeSlug(tx: Queryable, slug: string): Promise<string> {
  const base = `${slug.slice(0, 90)}-copy`
  const taken = new Set(
    (
      await tx
        .select({ slug: projects.slug })
        .from(projects)
        .where(and(like(projects.slug, `${base}%`), isNull(projects.deletedAt)))
    ).map((row) => row.slug),
  )
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`
    if (!taken.has(candidate)) return candidate
  }
}

/** Copies rows with their ids and timestamps dropped, and some columns replaced. */
const copies = <T extends { id: string; createdAt: Date; updatedAt: Date }, R>(
  rows: T[],
  change: (row: Omit<T, 'id' | 'createdAt' | 'updatedAt'>) => R,
) => rows.map(({ id: _id, createdAt: _c, updatedAt: _u, ...rest }) => change(rest))

/**
 * A copy of a live project as a new draft: its texts, sections, structured data, gallery and
 * units (drafts too), under a free "-copy" slug. Returns the new project's id.
 */
export async function duplicateProject(id: string, actor: ActivityActor | null): Promise<string> {
  if (!isRecordId(id)) throw AppError.notFound('content.projects.fieldErrors.notFound')
  return db().transaction(async (tx) => {
    const [source] = await tx
      .select()
      .from(projects)
      .where(and(eq(projects.id, id), isNull(projects.deletedAt)))
      .for('share')
    if (!source) throw AppError.notFound('content.projects.fieldErrors.notFound')
    const slug = await freeSlug(tx, source.slug)
    const { id: _id, createdAt: _c, updatedAt: _u, deletedAt: _d, deletedBy: _b, ...base } = source
    const [copy] = await tx
      .insert(projects)
      .values({ ...base, slug, basePath: `/${slug}`, status: 'draft', isPopular: false })
      .returning({ id: projects.id })
    const projectId = copy!.id
    const [translations, sections, seo, gallery, units] = await Promise.all([
      tx.select().from(projectTranslations).where(eq(projectTranslations.projectId, id)),
      tx.select().from(projectSections).where(eq(projectSections.projectId, id)),
      tx.select().from(projectSeo).where(eq(projectSeo.projectId, id)),
      tx.select().from(projectGalleryItems).where(eq(projectGalleryItems.projectId, id)),
      tx
        .select()
        .from(projectUnits)
        .where(and(eq(projectUnits.projectId, id), isNull(projectUnits.deletedAt))),
    ])
    if (translations.length)
      await tx.insert(projectTranslations).values(
        copies(translations, (t) => ({
          ...t,
          projectId,
          title: copyTitle(t.locale, t.title.slice(0, 190)),
        })),
      )
    if (sections.length)
      await tx.insert(projectSections).values(copies(sections, (s) => ({ ...s, projectId })))
    if (seo.length) await tx.insert(projectSeo).values(copies(seo, (s) => ({ ...s, projectId })))
    if (gallery.length)
      await tx.insert(projectGalleryItems).values(copies(gallery, (g) => ({ ...g, projectId })))
    for (const unit of units) {
      const {
        id: unitId,
        createdAt: _uc,
        updatedAt: _uu,
        deletedAt: _ud,
        deletedBy: _ub,
        ...rest
      } = unit
      const [unitCopy] = await tx
        .insert(projectUnits)
        .values({ ...rest, projectId, status: 'draft' })
        .returning({ id: projectUnits.id })
      const texts = await tx
        .select()
        .from(unitTranslations)
        .where(eq(unitTranslations.unitId, unitId))
      if (texts.length)
        await tx
          .insert(unitTranslations)
          .values(copies(texts, (t) => ({ ...t, unitId: unitCopy!.id })))
    }
    const title = translations.find((t) => t.locale === 'en')?.title ?? source.slug
    await recordActivity(tx, actor, {
      entityType: 'project',
      entityId: projectId,
      entityLabel: copyTitle('en', title),
      action: 'duplicated',
      changes: [{ field: 'duplicatedFrom', before: null, after: `${title} (${source.slug})` }],
    })
    return projectId
  })
}
