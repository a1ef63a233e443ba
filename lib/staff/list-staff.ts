import 'server-only'
import { and, asc, eq, inArray, like } from 'drizzle-orm'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/actions/require-permission'
import { db } from '@/lib/db/client'
import { staffNameIn } from '@/lib/db/record-names'
import { accounts, userRoles, users, verifications } from '@/lib/db/schema'
import { isRole, type Role } from '@/lib/enums/roles'

export type StaffStatus = 'active' | 'invited' | 'invitation-expired' | 'deactivated'

export type StaffRow = {
  id: string
  name: string
  nameAr: string | null
  email: string
  role: Role
  status: StaffStatus
  /** When a pending invitation's link stops working. */
  invitationExpiresAt: Date | null
  twoFactorEnabled: boolean
}

/** Everyone with a portal account, admins first, by name in the viewer's language (admin only). */
export async function listStaff({
  viewer,
  now = new Date(),
}: {
  viewer: Viewer
  now?: Date
}): Promise<StaffRow[]> {
  requirePermission(viewer, 'administration')
  const rows = await db()
    .select({
      id: users.id,
      name: users.name,
      nameAr: users.nameAr,
      email: users.email,
      role: userRoles.role,
      deactivatedAt: users.deactivatedAt,
      twoFactorEnabled: users.twoFactorEnabled,
      password: accounts.password,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .orderBy(asc(userRoles.role), asc(staffNameIn(viewer.locale ?? 'en', users)), asc(users.id))
  const invited = rows.filter((row) => !row.password).map((row) => row.id)
  // An invitation is a password-setting link (better-auth's reset token) for an account
  // that has no password yet.
  const links = invited.length
    ? await db()
        .select({ userId: verifications.value, expiresAt: verifications.expiresAt })
        .from(verifications)
        .where(
          and(
            inArray(verifications.value, invited),
            like(verifications.identifier, 'reset-password:%'),
          ),
        )
    : []
  return rows.map((row) => {
    const expiresAt =
      links
        .filter((link) => link.userId === row.id)
        .map((link) => link.expiresAt)
        .sort((a, b) => b.getTime() - a.getTime())[0] ?? null
    const status: StaffStatus = row.deactivatedAt
      ? 'deactivated'
      : row.password
        ? 'active'
        : expiresAt && expiresAt > now
          ? 'invited'
          : 'invitation-expired'
    return {
      id: row.id,
      name: row.name,
      nameAr: row.nameAr,
      email: row.email,
      role: isRole(row.role) ? row.role : 'user',
      status,
      invitationExpiresAt: status === 'invited' ? expiresAt : null,
      twoFactorEnabled: row.twoFactorEnabled,
    }
  })
}
