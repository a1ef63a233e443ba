import { sql } from 'drizzle-orm'
import { leadEnquiries, leads } from '@/lib/db/schema'

/**
 * Whether the person answered both steps: a booking has one, a project lead's step 2 is on the
 * lead, or on a repeat enquiry's own record (a repeat may not rewrite what the lead said).
 */
export const answeredBothSteps = sql<boolean>`(${leads.completedAt} is not null
  or ${leads.source} = 'consultation'
  or (${leads.enquiryCount} > 1 and exists (select 1 from ${leadEnquiries}
    where ${leadEnquiries.leadId} = ${leads.id} and ${leadEnquiries.completedAt} is not null)))`
