import 'server-only'
import { desc, inArray, sql, type SQL } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { projectTitleIn, staffNameByIdIn } from '@/lib/db/record-names'
import { activityLog, projects, users, type ActivityChange } from '@/lib/db/schema'
import type { Role } from '@/lib/enums/roles'
import type { Locale } from '@/lib/i18n/locales'
import { nameRecordedIds } from './name-recorded-ids'
import type { ReadChange } from './activity-types'
import { resolveActivityTargets, type ActivityTarget } from './resolve-activity-targets'

/** One entry of the log as the back office shows it. */
export type ActivityRow = {
  id: string
  createdAt: Date
  /**
   * Who: as they were named then, or their Arabic name today for an Arabic reader; null for a
   * change made by the system.
   */
  actorName: string | null
  entityType: string
  entityId: string | null
  target: ActivityTarget
  action: string
  changes: ReadChange[]
}

/**
 * The entries matching `where`, newest first, with their records named (in `locale`, while they
 * exist) and linked.
 */
export async function readActivityRows(
  where: SQL | undefined,
  role: Role,
  { limit, offset = 0, locale = 'en' }: { limit: number; offset?: number; locale?: Locale },
): Promise<ActivityRow[]> {
  const rows = await db()
    .select({
      id: activityLog.id,
      createdAt: activityLog.createdAt,
      actorName: staffNameByIdIn(locale, activityLog.actorId, activityLog.actorName),
      entityType: activityLog.entityType,
      entityId: activityLog.entityId,
      entityLabel: activityLog.entityLabel,
      action: activityLog.action,
      changes: activityLog.changes,
    })
    .from(activityLog)
    .where(where)
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit)
    .offset(offset)
  const [targets, recordedIds, assignees, sources] = await Promise.all([
    resolveActivityTargets(rows, role, locale),
    nameRecordedIds(rows, locale),
    locale === 'ar' ? arabicAssigneeNames(rows) : new Map<string, string>(),
    locale === 'ar' ? arabicCopySources(rows) : new Map<string, string>(),
  ])
  return rows.map(({ entityLabel: _label, ...row }, index) => ({
    ...row,
    changes: (Array.isArray(row.changes) ? row.changes : []).map((change) =>
      change.field === 'assignee'
        ? renamed(change, assignees)
        : change.field === 'duplicatedFrom'
          ? renamed(change, sources)
          : recordedIds(change),
    ),
    target: targets[index]!,
  }))
}

/** A lead's assignee change, each side by its Arabic name where one is known. */
const renamed = (change: ActivityChange, names: Map<string, string>): ActivityChange => {
  const of = (value: unknown) => (typeof value === 'string' ? (names.get(value) ?? value) : value)
  return { ...change, before: of(change.before), after: of(change.after) }
}

/**
 * The Arabic names of the staff a page's assignee changes name. The log wrote their English
 * names (no ids): a name only one account has today is read as that account's.
 */
async function arabicAssigneeNames(rows: { changes: unknown }[]): Promise<Map<string, string>> {
  const names = new Set<string>()
  for (const row of rows)
    for (const change of Array.isArray(row.changes) ? (row.changes as ActivityChange[]) : [])
      if (change.field === 'assignee')
        for (const side of [change.before, change.after])
          if (typeof side === 'string' && side) names.add(side)
  if (!names.size) return new Map()
  const accounts = await db()
    .select({
      name: users.name,
      nameAr: sql<string | null>`max(nullif(btrim(${users.nameAr}), ''))`,
    })
    .from(users)
    .where(inArray(users.name, [...names]))
    .groupBy(users.name)
    .having(sql`count(*) = 1`)
  return new Map(accounts.flatMap((row) => (row.nameAr ? [[row.name, row.nameAr] as const] : [])))
}

/** "Title (slug)": how a copy's entry names the project it was copied from. */
const COPIED_FROM = /\(([a-z0-9-]+)\)$/

/**
 * The Arabic titles of the projects a page's copies were made from. The log wrote the English
 * title with the slug; the slug finds the project (while it exists) and its Arabic title.
 */
async function arabicCopySources(rows: { changes: unknown }[]): Promise<Map<string, string>> {
  const bySlug = new Map<string, string>()
  for (const row of rows)
    for (const change of Array.isArray(row.changes) ? (row.changes as ActivityChange[]) : [])
      if (change.field === 'duplicatedFrom' && typeof change.after === 'string') {
        const slug = COPIED_FROM.exec(change.after)?.[1]
        if (slug) bySlug.set(slug, change.after)
      }
  if (!bySlug.size) return new Map()
  const found = await db()
    .select({ slug: projects.slug, title: projectTitleIn('ar', projects.id) })
    .from(projects)
    .where(inArray(projects.slug, [...bySlug.keys()]))
  return new Map(
    found.flatMap((row) =>
      row.title ? [[bySlug.get(row.slug)!, `${row.title} (${row.slug})`] as const] : [],
    ),
  )
}
