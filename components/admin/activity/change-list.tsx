import type { ActivityChange } from '@/lib/activity/activity-types'
import type { ServerT } from '../server-t'
import { ChangeValue } from './change-value'
import { fieldLabel } from './field-label'

/** A save of a whole form changes many fields: the first few show, the rest on request. */
const SHOWN = 4

const ROLES = ['admin', 'moderator', 'user'] as const

function ChangeItem({
  change,
  label,
  shown,
  t,
}: {
  change: ActivityChange
  label: string
  shown: (value: unknown) => unknown
  t: ServerT
}) {
  return (
    <li className="break-words">
      <span className="font-medium text-slate-800">{label}:</span>{' '}
      <ChangeValue value={shown(change.before)} t={t} />{' '}
      <span className="text-slate-500 rtl:inline-block rtl:rotate-180">→</span>{' '}
      <ChangeValue value={shown(change.after)} t={t} />
    </li>
  )
}

/** Each changed field, before → after. */
export function ChangeList({ changes, t }: { changes: ActivityChange[]; t: ServerT }) {
  const label = (field: string) =>
    fieldLabel(
      field,
      (name) => t(`activity.fields.${name}`),
      (name) => t.has(`activity.fields.${name}` as Parameters<typeof t.has>[0]),
    )
  // A role is logged by its English name ("Admin"): shown in the portal's language.
  const roleShown = (field: string) => (value: unknown) => {
    const role = ROLES.find((r) => typeof value === 'string' && value.toLowerCase() === r)
    return field === 'role' && role ? t(`shell.roles.${role}`) : value
  }
  if (!changes.length) return <span className="text-slate-500">—</span>
  // data-recorded-changes: the values as recorded, and field names not yet in the catalogue
  // (e2e/admin-arabic-walk.spec.ts leaves them out of its English check).
  const rest = changes.slice(SHOWN)
  const item = (change: ActivityChange) => (
    <ChangeItem
      key={change.field}
      change={change}
      label={label(change.field)}
      shown={roleShown(change.field)}
      t={t}
    />
  )
  return (
    <div className="min-w-0 text-sm" data-recorded-changes="">
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
