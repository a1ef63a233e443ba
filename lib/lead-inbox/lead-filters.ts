import { leadStatuses, type LeadStatus } from '@/lib/enums/lead-statuses'
import { isRecordId } from '@/lib/validation/record-id'

export const LEAD_SORTS = ['received', 'name', 'status'] as const
export type LeadSort = (typeof LEAD_SORTS)[number]

/** Follow-up views: next actions due today, or anything late (a next action, a first response). */
export const LEAD_DUE_VIEWS = ['today', 'overdue'] as const
export type LeadDueView = (typeof LEAD_DUE_VIEWS)[number]

export const LEAD_FORMS = ['project', 'consultation'] as const
export type LeadForm = (typeof LEAD_FORMS)[number]

/** A view of the inbox, as its address states it (so it can be shared, and Back works). */
export type LeadFilters = {
  status: LeadStatus | null
  project: string | null
  form: LeadForm | null
  /** Cairo calendar days, inclusive. */
  from: string | null
  to: string | null
  lang: 'en' | 'ar' | null
  /** 'mine', 'unassigned' or a staff user's id. */
  assignee: string | null
  /** Only leads that came with a Google Ads click id (gclid, gbraid or wbraid). */
  clickId: boolean
  utmSource: string | null
  due: LeadDueView | null
  q: string
  sort: LeadSort
  dir: 'asc' | 'desc'
  page: number
}

export const DEFAULT_FILTERS: LeadFilters = {
  status: null,
  project: null,
  form: null,
  from: null,
  to: null,
  lang: null,
  assignee: null,
  clickId: false,
  utmSource: null,
  due: null,
  q: '',
  sort: 'received',
  dir: 'desc',
  page: 1,
}

type Params = Record<string, string | string[] | undefined>

const DAY = /^\d{4}-\d{2}-\d{2}$/
const USER_ID = /^[A-Za-z0-9_-]{1,64}$/

const oneOf = <T extends string>(list: readonly T[], value: string | undefined): T | null =>
  list.includes(value as T) ? (value as T) : null

/** The filters an address asks for; anything malformed is left out rather than refused. */
export function parseLeadFilters(params: Params): LeadFilters {
  const get = (name: string) => {
    const value = params[name]
    return (Array.isArray(value) ? value[0] : value)?.trim() || undefined
  }
  let from = get('from') && DAY.test(get('from')!) ? get('from')! : null
  let to = get('to') && DAY.test(get('to')!) ? get('to')! : null
  if (from && to && from > to) [from, to] = [to, from]
  const assignee = get('assignee')
  const page = Number.parseInt(get('page') ?? '', 10)
  return {
    status: oneOf(leadStatuses, get('status')),
    project: get('project') && isRecordId(get('project')!) ? get('project')! : null,
    form: oneOf(LEAD_FORMS, get('form')),
    from,
    to,
    lang: oneOf(['en', 'ar'] as const, get('lang')),
    assignee: assignee && USER_ID.test(assignee) ? assignee : null,
    clickId: get('clickId') === '1',
    utmSource: get('utm')?.slice(0, 255) ?? null,
    due: oneOf(LEAD_DUE_VIEWS, get('due')),
    q: (get('q') ?? '').slice(0, 200),
    sort: oneOf(LEAD_SORTS, get('sort')) ?? 'received',
    dir: get('dir') === 'asc' ? 'asc' : 'desc',
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  }
}

/** The address query for a view (defaults left out), e.g. "status=new&assignee=mine". */
export function leadFiltersQuery(filters: LeadFilters, changes: Partial<LeadFilters> = {}) {
  const view = { ...filters, ...changes }
  const query = new URLSearchParams()
  const set = (name: string, value: string | null | undefined) => {
    if (value) query.set(name, value)
  }
  set('q', view.q)
  set('status', view.status)
  set('project', view.project)
  set('form', view.form)
  set('from', view.from)
  set('to', view.to)
  set('lang', view.lang)
  set('assignee', view.assignee)
  set('clickId', view.clickId ? '1' : null)
  set('utm', view.utmSource)
  set('due', view.due)
  if (view.sort !== 'received') set('sort', view.sort)
  if (view.dir !== 'desc') set('dir', view.dir)
  if (view.page > 1) set('page', String(view.page))
  return query.toString()
}

export const leadsHref = (filters: LeadFilters, changes: Partial<LeadFilters> = {}) => {
  const query = leadFiltersQuery(filters, changes)
  return query ? `/admin/leads?${query}` : '/admin/leads'
}
