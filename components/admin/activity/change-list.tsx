import type { ReadChange } from '@/lib/activity/activity-types'
import type { Locale } from '@/lib/i18n/locales'
import type { ServerT } from '../server-t'
import { ChangeValue } from './change-value'
import { fieldLabel } from './field-label'

/** A save of a whole form changes many fields: the first few show, the rest on request. */
const SHOWN = 4

/**
 * Where a field's name is worded: the log's own field names, the names the forms share, and
 * the stage and language a part of a path can be ("conversions.won.name", "footerText.ar").
 */
const FIELD_WORDS = ['activity.fields', 'common.fields', 'common.stages', 'common.languages']

/** A field's name (or a part of its path) in the viewer's language; null when none. */
export function fieldWord(name: string, t: ServerT): string | null {
  const key = FIELD_WORDS.map((group) => `${group}.${name}` as Parameters<ServerT>[0]).find(
    (candidate) => t.has(candidate),
  )
  return key ? t(key) : null
}

/**
 * A changed field's name in the viewer's language; a record id in its path (a project's team)
 * as the record's name, read with the change.
 */
export const changeFieldLabel = (field: string, t: ServerT, record?: ReadChange['pathRecord']) =>
  fieldLabel(
    field,
    (name) =>
      fieldWord(name, t) ??
      (record?.id === name ? (record.name ?? t(`activity.goneRecord.${record.record}`)) : null),
  )

function ChangeItem({ change, t, locale }: { change: ReadChange; t: ServerT; locale: Locale }) {
  const side = (value: unknown) => (
    <ChangeValue field={change.field} value={value} t={t} locale={locale} />
  )
  return (
    <li className="break-words">
      <span className="font-medium text-slate-800">
        {changeFieldLabel(change.field, t, change.pathRecord)}:
      </span>{' '}
      {side(change.before)}{' '}
      <span className="text-slate-500 rtl:inline-block rtl:rotate-180">→</span> {side(change.after)}
    </li>
  )
}

/** Each changed field, before → after, in the viewer's language. */
export function ChangeList({
  changes,
  t,
  locale,
}: {
  changes: ReadChange[]
  t: ServerT
  locale: Locale
}) {
  if (!changes.length) return <span className="text-slate-500">—</span>
  const rest = changes.slice(SHOWN)
  const item = (change: ReadChange) => (
    <ChangeItem key={change.field} change={change} t={t} locale={locale} />
  )
  return (
    <div className="min-w-0 text-sm">
      <ul className="space-y-1">{changes.slice(0, SHOWN).map(item)}</ul>
      {rest.length ? (
        <details className="mt-1">
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-teal md:min-h-0">
            {t('activity.moreChanges', { count: rest.length })}
          </summary>
          <ul className="mt-1 space-y-1">{rest.map(item)}</ul>
        </details>
      ) : null}
    </div>
  )
}
