import 'server-only'
import { eq } from 'drizzle-orm'
import { AppError } from '@/lib/actions/app-error'
import { leads } from '@/lib/db/schema'
import type { Tx } from '@/lib/db/types'
import { inScope, leadScopeOf, type LeadWorker } from './lead-scope'

/**
 * The lead, locked for the rest of the transaction (two staff changing it at once are applied
 * one after the other), if the person working it may (a sales rep: their own, or one nobody
 * has while reps may take them; a colleague's lead is not found). An erased lead has no
 * personal data left to work with.
 */
export async function lockLead(
  tx: Tx,
  leadId: string,
  by: LeadWorker,
  { allowErased = false } = {},
) {
  const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).for('update')
  if (!lead || !inScope(await leadScopeOf(by, tx), lead))
    throw AppError.notFound('leads.fieldErrors.leadNotFound')
  if (lead.erasedAt && !allowErased) throw AppError.refused('leads.refusals.erased')
  return lead
}
