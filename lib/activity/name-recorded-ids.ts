import 'server-only'
import { inArray, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { db } from '@/lib/db/client'
import { developerNameIn, projectTitleIn, staffNameIn } from '@/lib/db/record-names'
import { developers, projects, users } from '@/lib/db/schema'
import type { Locale } from '@/lib/i18n/locales'
import { isRecordId } from '@/lib/validation/record-id'
import type { ActivityChange, ReadChange, RecordValue, RecordedRecordKind } from './activity-types'

/**
 * The fields whose recorded values are ids, by their last name: a project's developer and
 * cross-sell project (per language: "ar.sections.crossSellProjectId"), a unit's project, the
 * reps of the lead rotation.
 */
const ID_FIELDS: Record<string, RecordedRecordKind> = {
  developerId: 'developer',
  projectId: 'project',
  crossSellProjectId: 'project',
  reps: 'staff',
}

/** A project's team in the lead routing: "projectReps.<project id>", its reps the value. */
const PROJECT_TEAM = /^projectReps\.([^.]+)$/

/** The kind of record a field's value names. */
const kindOf = (field: string): RecordedRecordKind | undefined =>
  PROJECT_TEAM.test(field) ? 'staff' : ID_FIELDS[field.split('.').at(-1) ?? '']

/** The project whose team a field is, when its id is one. */
const teamProjectOf = (field: string) => {
  const id = PROJECT_TEAM.exec(field)?.[1]
  return id && isRecordId(id) ? id : undefined
}

/** The ids a recorded value holds: one id, or a list of them (the reps). */
const idsIn = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter(
    (item): item is string => typeof item === 'string' && isRecordId(item),
  )

const TABLES: Record<
  RecordedRecordKind,
  { id: AnyPgColumn; table: typeof developers | typeof projects | typeof users }
> = {
  developer: { id: developers.id, table: developers },
  project: { id: projects.id, table: projects },
  staff: { id: users.id, table: users },
}

/** A record's name in a language (a deleted one keeps its texts while in the trash). */
const NAME_IN: Record<RecordedRecordKind, (locale: Locale) => SQL<string | null>> = {
  developer: (locale) => developerNameIn(locale, developers.id),
  project: (locale) => projectTitleIn(locale, projects.id),
  staff: (locale) => staffNameIn(locale, users),
}

async function namesOf(
  kind: RecordedRecordKind,
  ids: string[],
  locale: Locale,
): Promise<Map<string, string | null>> {
  if (!ids.length) return new Map()
  const { id, table } = TABLES[kind]
  const rows = await db()
    .select({ id, name: NAME_IN[kind](locale) })
    .from(table)
    .where(inArray(id, ids))
  return new Map(rows.map((row) => [row.id as string, row.name]))
}

/**
 * A page's changes with each recorded id read as its record (RecordValue): named in `locale`
 * as it is called now, or gone. The log records ids for these fields, not names, so a reader
 * of either language would otherwise see "b3155a3a-…".
 */
export async function nameRecordedIds(
  rows: { changes: unknown }[],
  locale: Locale,
): Promise<(change: ActivityChange) => ReadChange> {
  const wanted: Record<RecordedRecordKind, Set<string>> = {
    developer: new Set(),
    project: new Set(),
    staff: new Set(),
  }
  for (const row of rows)
    for (const change of Array.isArray(row.changes) ? (row.changes as ActivityChange[]) : []) {
      const kind = kindOf(change.field)
      if (kind)
        for (const id of [...idsIn(change.before), ...idsIn(change.after)]) wanted[kind].add(id)
      const team = teamProjectOf(change.field)
      if (team) wanted.project.add(team)
    }
  const kinds = Object.keys(wanted) as RecordedRecordKind[]
  const found = await Promise.all(kinds.map((kind) => namesOf(kind, [...wanted[kind]], locale)))
  const names = Object.fromEntries(kinds.map((kind, index) => [kind, found[index]!]))

  return (change) => {
    const kind = kindOf(change.field)
    if (!kind) return change
    const read = (id: string): RecordValue => ({ record: kind, name: names[kind]!.get(id) ?? null })
    const team = teamProjectOf(change.field)
    const pathRecord = team
      ? { id: team, record: 'project' as const, name: names.project!.get(team) ?? null }
      : undefined
    const side = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map((item) => (typeof item === 'string' && isRecordId(item) ? read(item) : item))
        : typeof value === 'string' && isRecordId(value)
          ? read(value)
          : value
    const named = { ...change, before: side(change.before), after: side(change.after) }
    return pathRecord ? { ...named, pathRecord } : named
  }
}
