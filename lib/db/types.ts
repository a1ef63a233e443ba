import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import type { ExtractTablesWithRelations } from 'drizzle-orm'
import type * as schema from './schema'

export type Schema = typeof schema
/** A Drizzle database on either driver (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>
/** Anything that can run queries: the database or an open transaction. */
export type Queryable = Db | Tx

/**
 * `Values` whose every key is a column of `Table`: a record schema's field with no column yet
 * is a type error where the record is written, not a value the insert silently drops.
 */
export type ColumnsOnly<Table extends { $inferInsert: object }, Values> = Values &
  Record<Exclude<keyof Values, keyof Table['$inferInsert']>, never>
