import 'server-only'
import { eq } from 'drizzle-orm'
import { NotFoundError } from '@/lib/actions/not-found-error'
import { RefusedError } from '@/lib/actions/refused-error'
import { db } from '@/lib/db/client'
import { userRoles } from '@/lib/db/schema'
import { keepAnAdmin } from './keep-an-admin'
import type { StaffRole } from './staff-schemas'

export async function changeStaffRole(userId: string, role: StaffRole): Promise<void> {
  await db().transaction(async (tx) => {
    const [row] = await tx
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, userId))
      .for('update')
    if (!row) throw new NotFoundError('Staff member not found')
    if (row.role === role) throw new RefusedError('They already have this role')
    if (row.role === 'admin') await keepAnAdmin(tx, userId, 'demoted')
    await tx.update(userRoles).set({ role }).where(eq(userRoles.userId, userId))
  })
}
