import 'server-only'
import { db } from '@/lib/db/client'
import { leads, outboxMessages } from '@/lib/db/schema'

export type NewLead = typeof leads.$inferInsert

export const LEAD_NOTIFICATION = 'lead_notification'

/**
 * Stores a lead and its "notify sales" message in one transaction: either both exist or
 * neither does. Returns the lead id the visitor's confirmation and analytics refer to.
 */
export async function storeLead(lead: NewLead): Promise<string> {
  return db().transaction(async (tx) => {
    const [row] = await tx.insert(leads).values(lead).returning({ id: leads.id })
    if (!row) throw new Error('Lead insert returned no row')
    await tx.insert(outboxMessages).values({ kind: LEAD_NOTIFICATION, payload: { leadId: row.id } })
    return row.id
  })
}
