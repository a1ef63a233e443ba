import { LOST_REASON_LABELS, STATUS_LABELS } from '@/lib/lead-inbox/pipeline'
import { STAFF_ROLE_LABELS } from '@/lib/staff/staff-schemas'
import type { ServerT } from '../server-t'

type Key = Parameters<ServerT>[0]

const RECORD_STATUSES = ['draft', 'published', 'archived', 'available', 'sold', 'reserved']
const ROLE_LABELS: Record<string, string> = { ...STAFF_ROLE_LABELS, user: 'User' }
const MEDIA_KINDS = { image: 'activity.values.image', pdf: 'activity.values.pdf' } as const
const LEAD_SOURCES = { consultation: 'leads.table.consultation', project: 'leads.table.project' }

/** The code a label was recorded as (stages and lost reasons are logged by English label). */
const codeOf = (labels: Record<string, string>, text: string) =>
  text in labels ? text : Object.keys(labels).find((code) => labels[code] === text)

/** The catalogue key of a recorded code of a field (by the field's last name), if it is one. */
function codeKey(field: string, text: string): string | undefined {
  switch (field.split('.').at(-1)) {
    case 'status':
    case 'availabilityStatus':
      return RECORD_STATUSES.includes(text) ? `table.statuses.${text}` : undefined
    case 'stage': {
      const stage = codeOf(STATUS_LABELS, text)
      return stage && `leads.stage.${stage}`
    }
    case 'lostReason': {
      const reason = codeOf(LOST_REASON_LABELS, text)
      return reason && `leads.lostReason.${reason}`
    }
    case 'role': {
      // A role is logged by its English name ("Admin", "Sales rep").
      const role = codeOf(ROLE_LABELS, text)
      return role && `shell.roles.${role}`
    }
    case 'kind':
      return MEDIA_KINDS[text as keyof typeof MEDIA_KINDS]
    case 'source':
      return LEAD_SOURCES[text as keyof typeof LEAD_SOURCES]
    case 'businessDays':
      return /^[0-6]$/.test(text) ? `settings.leads.day.${text}` : undefined
    default:
      return undefined
  }
}

/** Reads a field's recorded codes (stages, statuses, roles, days…) in the viewer's language. */
export const recordedCodes =
  (field: string, t: ServerT) =>
  (text: string): string | null => {
    const key = codeKey(field, text)
    return key && t.has(key as Parameters<ServerT['has']>[0]) ? t(key as Key) : null
  }
