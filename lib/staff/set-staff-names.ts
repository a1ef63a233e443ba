import 'server-only'
import { eq } from 'drizzle-orm'
import { actorOf, type ActorSource } from '@/lib/activity/actor-of'
import { recordActivity } from '@/lib/activity/record-activity'
import { AppError } from '@/lib/actions/app-error'
import { db } from '@/lib/db/client'
import { users } from '@/lib/db/schema'
import type { NamesInput } from './staff-schemas'

/**
 * A staff member's display names, English and Arabic (null: none yet; greetings to Arabic
 * speakers then use the English one). Logged when something changed.
 */
export async function setStaffNames(
  userId: string,
  { name, nameAr }: NamesInput,
  by: ActorSource,
): Promise<void> {
  await db().transaction(async (tx) => {
    const [row] = await tx
      .select({ name: users.name, nameAr: users.nameAr })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
    if (!row) throw AppError.notFound('staff.fieldErrors.memberNotFound')
    const changes = [
      { field: 'name', before: row.name, after: name },
      { field: 'nameAr', before: row.nameAr, after: nameAr },
    ].filter((change) => change.before !== change.after)
    if (!changes.length) return
    await tx.update(users).set({ name, nameAr }).where(eq(users.id, userId))
    await recordActivity(tx, actorOf(by), {
      entityType: 'staff',
      entityId: userId,
      entityLabel: name,
      action: 'updated',
      changes,
    })
  })
}
