import 'server-only'
import { inArray, sql } from 'drizzle-orm'
import { can } from '@/lib/auth/permissions'
import { db } from '@/lib/db/client'
import { developerNameIn, projectTitleIn, unitTitleIn } from '@/lib/db/record-names'
import { developers, leads, media, projects, projectUnits, users } from '@/lib/db/schema'
import type { Role } from '@/lib/enums/roles'
import type { Locale } from '@/lib/i18n/locales'
import { isRecordId } from '@/lib/validation/record-id'

/**
 * Words the log names a record with when it has no name of its own: the viewer's language
 * has them (activity.targets, or the record's kind).
 */
export type TargetStandIn = 'type' | 'erasedLead' | 'site' | 'leads' | 'leadRouting'

/**
 * The record an entry is about, as the log shows it: its name, or (when it has none) which
 * words stand in for one; and its page while it exists.
 */
export type ActivityTarget = { href: string | null } & (
  | {
      label: string
      standIn?: undefined
      /** 'en': the English name the log recorded (the record is gone, or has no other). */
      lang?: 'en'
    }
  | { label: null; standIn: TargetStandIn }
)

type EntryRef = { entityType: string; entityId: string | null; entityLabel: string | null }

const LIVE_TABLES = {
  developer: { table: developers, href: (id: string) => `/admin/developers/${id}` },
  project: { table: projects, href: (id: string) => `/admin/projects/${id}` },
  unit: { table: projectUnits, href: (id: string) => `/admin/units/${id}` },
  media: { table: media, href: (id: string) => `/admin/media/${id}` },
} as const
type LiveType = keyof typeof LIVE_TABLES

/** The Ad spend page (its entries are imports and month figures, not records with pages). */
const AD_SPEND_PAGE = '/admin/leads/ad-spend'

const SETTINGS_SECTIONS: Record<string, string> = { site: 'company', leads: 'leads' }
/** Each setting by its key (lib/settings: the site, leads and lead-routing keys). */
const SETTINGS_NAMES: Record<string, TargetStandIn> = {
  site: 'site',
  leads: 'leads',
  'lead-routing': 'leadRouting',
}

const idsOf = (entries: EntryRef[], type: string) => [
  ...new Set(
    entries
      .filter((entry) => entry.entityType === type && entry.entityId && isRecordId(entry.entityId))
      .map((entry) => entry.entityId!),
  ),
]

/** Today's name of a live record in a language (media keep the name they were logged with). */
const NAMES: Partial<Record<LiveType, typeof projectTitleIn>> = {
  developer: developerNameIn,
  project: projectTitleIn,
  unit: unitTitleIn,
}

/**
 * The given records as they are now: whether each is still there (not deleted), and its name
 * in `locale` (a deleted record keeps its texts: the trash can restore it).
 */
async function liveIds(
  type: LiveType,
  ids: string[],
  locale: Locale,
): Promise<Map<string, { live: boolean; name: string | null }>> {
  if (!ids.length) return new Map()
  const { table } = LIVE_TABLES[type]
  // The log keeps the English name a record had then; another language reads today's name.
  const nameIn = locale === 'en' ? undefined : NAMES[type]
  const rows = await db()
    .select({
      id: table.id,
      live: sql<boolean>`${table.deletedAt} is null`,
      name: nameIn ? nameIn(locale, table.id) : sql<null>`null`,
    })
    .from(table)
    .where(inArray(table.id, ids))
  return new Map(rows.map((row) => [row.id, { live: row.live, name: row.name }]))
}

/** Staff accounts' Arabic names, by id, for those that gave one. */
async function arabicStaffNames(ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map()
  const rows = await db()
    .select({ id: users.id, nameAr: sql<string | null>`nullif(btrim(${users.nameAr}), '')` })
    .from(users)
    .where(inArray(users.id, ids))
  return new Map(rows.flatMap((row) => (row.nameAr ? [[row.id, row.nameAr] as const] : [])))
}

/**
 * Names and links for a page of entries. Leads are never named in the log itself (it keeps no
 * personal data): their current name is read here, for viewers who may see leads, and an
 * erased lead reads "Erased lead". Links go only to records that still exist.
 */
export async function resolveActivityTargets(
  entries: EntryRef[],
  role: Role,
  locale: Locale = 'en',
): Promise<ActivityTarget[]> {
  const [developerIds, projectIds, unitIds, mediaIds] = await Promise.all(
    (Object.keys(LIVE_TABLES) as LiveType[]).map((type) =>
      liveIds(type, idsOf(entries, type), locale),
    ),
  )
  const live: Record<LiveType, Map<string, { live: boolean; name: string | null }>> = {
    developer: developerIds!,
    project: projectIds!,
    unit: unitIds!,
    media: mediaIds!,
  }
  const seesLeads = can(role, 'leads')
  const leadIds = seesLeads ? idsOf(entries, 'lead') : []
  const leadRows = leadIds.length
    ? await db()
        .select({ id: leads.id, fullName: leads.fullName, erasedAt: leads.erasedAt })
        .from(leads)
        .where(inArray(leads.id, leadIds))
    : []
  const leadById = new Map(leadRows.map((row) => [row.id, row]))
  const isAdmin = can(role, 'administration')
  const staffNames = await arabicStaffNames(locale === 'ar' ? idsOf(entries, 'staff') : [])

  // The English name the log recorded, marked English for a reader of another language.
  const recorded = (label: string) => (locale === 'en' ? { label } : { label, lang: 'en' as const })
  return entries.map(({ entityType, entityId, entityLabel }): ActivityTarget => {
    const named = entityLabel
      ? { label: entityLabel }
      : { label: null, standIn: 'type' as TargetStandIn }
    if (entityType in LIVE_TABLES) {
      const config = LIVE_TABLES[entityType as LiveType]
      const now = entityId === null ? undefined : live[entityType as LiveType].get(entityId)
      const href = now?.live ? config.href(entityId!) : null
      // Named as it is called now in the viewer's language (not English: the log's own name);
      // a record deleted for good keeps the English name the log recorded, marked as English.
      if (now?.name) return { label: now.name, href }
      return entityLabel ? { ...recorded(entityLabel), href } : { ...named, href }
    }
    if (entityType === 'lead') {
      const lead = entityId ? leadById.get(entityId) : undefined
      if (!lead) return { label: null, href: null, standIn: 'type' }
      const href = `/admin/leads/${lead.id}`
      return lead.erasedAt
        ? { label: null, href, standIn: 'erasedLead' }
        : { label: lead.fullName, href }
    }
    if (entityType === 'settings') {
      const section = SETTINGS_SECTIONS[entityId ?? '']
      const setting = SETTINGS_NAMES[entityId ?? '']
      const href = isAdmin ? `/admin/settings${section ? `#settings-${section}` : ''}` : null
      return setting ? { label: null, href, standIn: setting } : { ...named, href }
    }
    if (entityType === 'staff') {
      // The log wrote the English name they had then; an Arabic reader gets today's Arabic one.
      const arabic = entityId ? staffNames.get(entityId) : undefined
      const href = isAdmin ? '/admin/staff' : null
      if (arabic) return { label: arabic, href }
      return entityLabel ? { ...recorded(entityLabel), href } : { ...named, href }
    }
    if (entityType === 'ad_spend') return { ...named, href: AD_SPEND_PAGE }
    if (entityType === 'conversion_feed')
      return { ...named, href: isAdmin ? '/admin/settings#conversion-feeds' : null }
    return { ...named, href: null }
  })
}
