import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import type { ExtractTablesWithRelations } from 'drizzle-orm'
import type * as schema from './schema'

export type Schema = typeof schema
/** A Drizzle database on either driver (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>
/** Anything that can run queries: the database or an open transaction. */
export type Queryable = Db | Tx
