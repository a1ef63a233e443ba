import { sql } from 'drizzle-orm'
import { leadEnquiries, leads } from '@/lib/db/schema'

/** A booking (one step), or a project lead whose own step 2 is stored. */
export const answeredOnLead = sql`(${leads.completedAt} is not null or ${leads.source} = 'consultation')`

/** A repeat enquiry answered step 2 on its own record (a repeat may not rewrite the lead's). */
const answeredOnRepeat = sql`(${leads.enquiryCount} > 1 and exists (select 1 from ${leadEnquiries}
  where ${leadEnquiries.leadId} = ${leads.id} and ${leadEnquiries.completedAt} is not null))`

/** Whether the person answered both steps, for a page of rows. */
export const answeredBothSteps = sql<boolean>`(${answeredOnLead} or ${answeredOnRepeat})`
