/** A developer's page: archived keeps it out of lists without deleting it. */
export const DEVELOPER_STATUSES = ['draft', 'published', 'archived'] as const
export type DeveloperStatus = (typeof DEVELOPER_STATUSES)[number]

/** Projects and units: a draft is seen only in the admin and through a preview link. */
export const PUBLISH_STATUSES = ['draft', 'published'] as const
export type PublishStatus = (typeof PUBLISH_STATUSES)[number]

export const UNIT_AVAILABILITIES = ['available', 'sold', 'reserved'] as const
export type UnitAvailability = (typeof UNIT_AVAILABILITIES)[number]
