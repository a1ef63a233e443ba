import { isActivityEntityType, type ActivityEntityType } from './activity-types'

/** A view of the activity log, as its address states it (shareable; Back works). */
export type ActivityFilters = {
  /** A staff user's id (who made the change). */
  actor: string | null
  type: ActivityEntityType | null
  /** One record's history (with `type`). */
  entity: string | null
  /** Cairo calendar days, inclusive. */
  from: string | null
  to: string | null
  page: number
}

export const DEFAULT_ACTIVITY_FILTERS: ActivityFilters = {
  actor: null,
  type: null,
  entity: null,
  from: null,
  to: null,
  page: 1,
}

type Params = Record<string, string | string[] | undefined>

const DAY = /^\d{4}-\d{2}-\d{2}$/
const ID = /^[A-Za-z0-9_-]{1,64}$/

/** The filters an address asks for; anything malformed is left out rather than refused. */
export function parseActivityFilters(params: Params): ActivityFilters {
  const get = (name: string) => {
    const value = params[name]
    return (Array.isArray(value) ? value[0] : value)?.trim() || undefined
  }
  const day = (name: string) => {
    const value = get(name)
    return value && DAY.test(value) ? value : null
  }
  let from = day('from')
  let to = day('to')
  if (from && to && from > to) [from, to] = [to, from]
  const actor = get('user')
  const type = get('type')
  const entity = get('entity')
  const page = Number.parseInt(get('page') ?? '', 10)
  return {
    actor: actor && ID.test(actor) ? actor : null,
    type: isActivityEntityType(type) ? type : null,
    entity: entity && ID.test(entity) ? entity : null,
    from,
    to,
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  }
}

/** The log's address for a view (defaults left out), e.g. "/admin/activity?type=lead". */
export function activityHref(filters: ActivityFilters, changes: Partial<ActivityFilters> = {}) {
  const view = { ...filters, ...changes }
  const query = new URLSearchParams()
  const set = (name: string, value: string | null) => {
    if (value) query.set(name, value)
  }
  set('user', view.actor)
  set('type', view.type)
  set('entity', view.entity)
  set('from', view.from)
  set('to', view.to)
  if (view.page > 1) query.set('page', String(view.page))
  const text = query.toString()
  return text ? `/admin/activity?${text}` : '/admin/activity'
}
