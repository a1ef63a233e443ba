import 'server-only'
import { and, eq, isNotNull, or, sql } from 'drizzle-orm'
import { leadEvents, leadMerges, leads } from '@/lib/db/schema'
import type { Tx } from '@/lib/db/types'

/** The timeline lines that name a lead by its person's name, and where that name is kept. */
const NAMED = [
  { type: 'merge', key: 'from' },
  { type: 'unmerge', key: 'lead' },
] as const

/**
 * The erasure's part outside the lead's own columns: every timeline line that names a person
 * ("merged the lead of …", "unmerged …"), on this lead and on any lead it was merged into and
 * taken out of again, keeps only the other lead's id; next-action notes, which reps write
 * about the person, are replaced; and the copies of this lead kept by undone merges go.
 */
export async function eraseLeadMentions(tx: Tx, leadId: string, erased: string): Promise<void> {
  for (const { type, key } of NAMED) {
    const named = sql`${leadEvents.data} -> ${key}`
    await tx
      .update(leadEvents)
      .set({
        data: sql`jsonb_set(${leadEvents.data}, ${`{${key},name}`}::text[], to_jsonb(${erased}::text))`,
      })
      .where(
        and(
          eq(leadEvents.type, type),
          sql`jsonb_typeof(${named}) = 'object'`,
          or(eq(leadEvents.leadId, leadId), sql`${named} ->> 'id' = ${leadId}`),
        ),
      )
  }
  await tx
    .update(leadEvents)
    .set({ data: sql`${leadEvents.data} || jsonb_build_object('note', ${erased}::text)` })
    .where(
      and(
        eq(leadEvents.leadId, leadId),
        eq(leadEvents.type, 'next-action'),
        sql`jsonb_typeof(${leadEvents.data} -> 'note') = 'string'`,
      ),
    )
  await tx
    .update(leads)
    .set({ nextActionNote: erased })
    .where(and(eq(leads.id, leadId), isNotNull(leads.nextActionNote)))
  // A merge undone keeps the whole row this lead had then (name, e-mail, mobile).
  await tx.delete(leadMerges).where(eq(leadMerges.mergedLeadId, leadId))
}
