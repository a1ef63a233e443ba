import 'server-only'
import { and, inArray, isNull } from 'drizzle-orm'
import { can } from '@/lib/auth/permissions'
import { db } from '@/lib/db/client'
import { developers, leads, media, projects, projectUnits } from '@/lib/db/schema'
import type { Role } from '@/lib/enums/roles'
import { isRecordId } from '@/lib/validation/record-id'
import { ENTITY_TYPE_LABELS } from './activity-labels'
import { isActivityEntityType } from './activity-types'

/**
 * Words the log names a record with when it has no name of its own: the viewer's language
 * has them (activity.targets, or the record's kind).
 */
export type TargetStandIn = 'type' | 'erasedLead' | 'site' | 'leads' | 'leadRouting'

/**
 * The record an entry is about, as the log shows it: its name (English words when it has none:
 * `standIn` says which), and its page while it exists.
 */
export type ActivityTarget = { label: string; href: string | null; standIn?: TargetStandIn }

type EntryRef = { entityType: string; entityId: string | null; entityLabel: string | null }

const LIVE_TABLES = {
  developer: { table: developers, href: (id: string) => `/admin/developers/${id}` },
  project: { table: projects, href: (id: string) => `/admin/projects/${id}` },
  unit: { table: projectUnits, href: (id: string) => `/admin/units/${id}` },
  media: { table: media, href: (id: string) => `/admin/media/${id}` },
} as const
type LiveType = keyof typeof LIVE_TABLES

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

/** The ids of the given records that are still there (not deleted). */
async function liveIds(type: LiveType, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set()
  const { table } = LIVE_TABLES[type]
  const rows = await db()
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, ids), isNull(table.deletedAt)))
  return new Set(rows.map((row) => row.id))
}

/**
 * Names and links for a page of entries. Leads are never named in the log itself (it keeps no
 * personal data): their current name is read here, for viewers who may see leads, and an
 * erased lead reads "Erased lead". Links go only to records that still exist.
 */
export async function resolveActivityTargets(
  entries: EntryRef[],
  role: Role,
): Promise<ActivityTarget[]> {
  const [developerIds, projectIds, unitIds, mediaIds] = await Promise.all(
    (Object.keys(LIVE_TABLES) as LiveType[]).map((type) => liveIds(type, idsOf(entries, type))),
  )
  const live: Record<LiveType, Set<string>> = {
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

  return entries.map(({ entityType, entityId, entityLabel }) => {
    const typeLabel = isActivityEntityType(entityType) ? ENTITY_TYPE_LABELS[entityType] : 'Record'
    const label = entityLabel ?? typeLabel
    const named = entityLabel ? {} : { standIn: 'type' as const }
    if (entityType in LIVE_TABLES) {
      const config = LIVE_TABLES[entityType as LiveType]
      const exists = entityId !== null && live[entityType as LiveType].has(entityId)
      return { label, href: exists ? config.href(entityId) : null, ...named }
    }
    if (entityType === 'lead') {
      const lead = entityId ? leadById.get(entityId) : undefined
      if (!lead) return { label: 'Lead', href: null, standIn: 'type' }
      const href = `/admin/leads/${lead.id}`
      return lead.erasedAt
        ? { label: 'Erased lead', href, standIn: 'erasedLead' }
        : { label: lead.fullName, href }
    }
    if (entityType === 'settings') {
      const section = SETTINGS_SECTIONS[entityId ?? '']
      const setting = SETTINGS_NAMES[entityId ?? '']
      return {
        label,
        href: isAdmin ? `/admin/settings${section ? `#settings-${section}` : ''}` : null,
        ...(setting ? { standIn: setting } : named),
      }
    }
    if (entityType === 'staff') return { label, href: isAdmin ? '/admin/staff' : null }
    return { label, href: null, ...named }
  })
}
