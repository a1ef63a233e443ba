import { unitTypeWord } from '@/components/admin/units/unit-type-word'
import { AD_PLATFORMS } from '@/lib/enums/ad-spend'
import { leadLostReasons, leadSources, leadStatuses } from '@/lib/enums/lead-statuses'
import { mediaKinds } from '@/lib/enums/media-kinds'
import { DEVELOPER_STATUSES, UNIT_AVAILABILITIES } from '@/lib/enums/record-statuses'
import { ROLES } from '@/lib/enums/roles'
import type { ServerT } from '../server-t'

type Key = Parameters<ServerT>[0]

/** A field's codes and the catalogue key that words each (checked against the catalogue). */
const coded = <Code extends string>(codes: readonly Code[], key: (code: Code) => Key) => ({
  has: (text: string): text is Code => codes.includes(text as Code),
  key: key as (code: string) => Key,
})

const WEEK_DAYS = ['0', '1', '2', '3', '4', '5', '6'] as const

/** The enumerated fields the log records by code, by the field's last name. */
const CODED_FIELDS: Record<string, ReturnType<typeof coded>> = {
  status: coded(DEVELOPER_STATUSES, (code) => `table.statuses.${code}`),
  availabilityStatus: coded(UNIT_AVAILABILITIES, (code) => `table.statuses.${code}`),
  stage: coded(leadStatuses, (code) => `common.stages.${code}`),
  lostReason: coded(leadLostReasons, (code) => `leads.lostReason.${code}`),
  role: coded(ROLES, (code) => `shell.roles.${code}`),
  kind: coded(mediaKinds, (code) => `activity.values.${code}`),
  source: coded(leadSources, (code) =>
    code === 'project' ? 'common.records.project' : `leads.table.${code}`,
  ),
  adPlatform: coded(AD_PLATFORMS, (code) => `report.adSpend.platforms.${code}`),
  businessDays: coded(WEEK_DAYS, (code) => `settings.leads.day.${code}`),
}

/**
 * Reads a field's recorded codes (stages, statuses, roles, days…) in the viewer's language;
 * null when the value is not one of the field's codes (text staff typed stays as typed).
 */
export const recordedCodes = (field: string, t: ServerT) => {
  const name = field.split('.').at(-1) ?? field
  // A unit's type is typed, and read as the lists read it: the usual ones as words.
  if (name === 'unitType') return (text: string) => unitTypeWord(t, text)
  const codes = CODED_FIELDS[name]
  return (text: string): string | null => (codes?.has(text) ? t(codes.key(text)) : null)
}
