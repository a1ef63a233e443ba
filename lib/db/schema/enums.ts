import { pgEnum } from 'drizzle-orm/pg-core'

export const locales = ['en', 'ar'] as const
export type Locale = (typeof locales)[number]

export const localeEnum = pgEnum('locale', locales)
export const developerStatusEnum = pgEnum('developer_status', ['draft', 'published', 'archived'])
export const publishStatusEnum = pgEnum('publish_status', ['draft', 'published'])
export const availabilityEnum = pgEnum('unit_availability', ['available', 'sold', 'reserved'])
export const appRoleEnum = pgEnum('app_role', ['admin', 'moderator', 'user'])
