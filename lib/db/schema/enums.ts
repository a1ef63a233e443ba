import { pgEnum } from 'drizzle-orm/pg-core'
import { leadLostReasons, leadStatuses } from '@/lib/enums/lead-statuses'
import {
  DEVELOPER_STATUSES,
  PUBLISH_STATUSES,
  UNIT_AVAILABILITIES,
} from '@/lib/enums/record-statuses'
import { ROLES } from '@/lib/enums/roles'
import { locales } from '@/lib/i18n/locales'

// The lists themselves live in plain modules (lib/enums, lib/i18n/locales.ts) that forms in the
// browser import without pulling Drizzle into their bundle.
export const localeEnum = pgEnum('locale', locales)
export const developerStatusEnum = pgEnum('developer_status', DEVELOPER_STATUSES)
export const publishStatusEnum = pgEnum('publish_status', PUBLISH_STATUSES)
export const availabilityEnum = pgEnum('unit_availability', UNIT_AVAILABILITIES)
export const appRoleEnum = pgEnum('app_role', ROLES)
export const leadStatusEnum = pgEnum('lead_status', leadStatuses)
export const leadLostReasonEnum = pgEnum('lead_lost_reason', leadLostReasons)
