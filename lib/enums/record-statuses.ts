/** A developer's page: archived keeps it out of lists without deleting it. */
export const DEVELOPER_STATUSES = ['draft', 'published', 'archived'] as const

/** Projects and units: a draft is seen only in the admin and through a preview link. */
export const PUBLISH_STATUSES = ['draft', 'published'] as const

export const UNIT_AVAILABILITIES = ['available', 'sold', 'reserved'] as const
