/**
 * A record id as PostgreSQL's uuid type reads it (8-4-4-4-12 hex). Checked before a query so a
 * made-up id in an address answers "not found" instead of a database type error.
 */
export const RECORD_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const isRecordId = (value: string) => RECORD_ID_PATTERN.test(value)
