import { pgEnum } from 'drizzle-orm/pg-core'

export const locales = ['en', 'ar'] as const
export type Locale = (typeof locales)[number]

export const localeEnum = pgEnum('locale', locales)
export const developerStatusEnum = pgEnum('developer_status', ['draft', 'published', 'archived'])
export const publishStatusEnum = pgEnum('publish_status', ['draft', 'published'])
export const availabilityEnum = pgEnum('unit_availability', ['available', 'sold', 'reserved'])
export const appRoleEnum = pgEnum('app_role', ['admin', 'moderator', 'user'])

/** The sales pipeline: New → Contacted → Qualified → Viewing → Won, or Lost at any point. */
export const leadStatuses = ['new', 'contacted', 'qualified', 'viewing', 'won', 'lost'] as const
export type LeadStatus = (typeof leadStatuses)[number]
export const leadStatusEnum = pgEnum('lead_status', leadStatuses)

export const leadLostReasons = [
  'unreachable',
  'budget',
  'location',
  'timing',
  'bought_elsewhere',
  'not_interested',
  'invalid_details',
  'duplicate',
  'other',
] as const
export type LeadLostReason = (typeof leadLostReasons)[number]
export const leadLostReasonEnum = pgEnum('lead_lost_reason', leadLostReasons)
