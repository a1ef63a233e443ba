import { and, eq, gt, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { projectUnits } from '@/lib/db/schema'
import { visibleUnit } from './visibility'

/**
 * A project's "from" price as a selected column: the lowest price (EGP) of its public units, or
 * null when none states one. It follows the units: nobody types it.
 */
export const startingPriceOf = (projectId: PgColumn): SQL<number | null> =>
  sql`(select min(${projectUnits.priceEgp}) from ${projectUnits}
        where ${and(eq(projectUnits.projectId, projectId), visibleUnit, gt(projectUnits.priceEgp, 0))})`.mapWith(
    (value: unknown) => (value === null ? null : Number(value)),
  )
