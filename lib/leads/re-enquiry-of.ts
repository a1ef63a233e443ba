import 'server-only'
import { sql, type SQL } from 'drizzle-orm'

/** The stages a lead is closed at: a person who comes back after one is a re-enquiry. */
export const CLOSED_STAGES = ['won', 'lost'] as const

/**
 * For a new lead's insert: the person's latest lead (same mobile) when it is Won or Lost, so
 * the new one is a re-enquiry of it (its rep gets it back through automatic assignment's
 * returning person, the mails say where it stood); null for a first enquiry or an open one.
 * A new lead, not the old one reopened: a Won deal stays won in the report, a Lost one keeps
 * its reason, and the returning person's wait is timed from this enquiry.
 */
export const reEnquiryOf = (mobileLocal: string | null | undefined): SQL | null =>
  mobileLocal
    ? sql`(select case when prior.status in ('won', 'lost') then prior.id end
        from leads prior
        where prior.mobile_local = ${mobileLocal} and prior.erased_at is null
        order by prior.created_at desc limit 1)`
    : null

/** A new lead's row as inserted: linked to the person's Won or Lost lead, if that is their latest. */
export const withReEnquiry = <T extends { mobileLocal?: string | null }>(row: T) => ({
  ...row,
  reEnquiryOf: reEnquiryOf(row.mobileLocal),
})
