import 'server-only'
import { asc, eq, inArray, sql } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { accounts, userRoles, users } from '@/lib/db/schema'
import type { Queryable } from '@/lib/db/types'
import { LEAD_ROLES } from '@/lib/auth/permissions'

export type StaffMember = {
  id: string
  name: string
  /** The Arabic display name, when they gave one (greetings to Arabic-speaking leads). */
  nameAr: string | null
  email: string
  /** Deactivated accounts keep their leads (and filters find them) but get no new ones. */
  active: boolean
  /** Has set a password: a pending invitation (never signed in) gets no lead either. */
  signedUp: boolean
  /** Away (My Account): automatic assignment passes them by; staff may still assign them. */
  away: boolean
  /** Admins are the managers: late leads' reminders reach them after the assignee. */
  role: (typeof LEAD_ROLES)[number]
}

/**
 * Everyone whose role works leads (admin, moderator, sales rep); only active, signed-up ones
 * get leads.
 * Unchecked: for assignment and the lead chaser, in their transactions (no viewer there);
 * pages ask `listStaff({ viewer })`.
 */
export async function readStaffMembers(q: Queryable = db()): Promise<StaffMember[]> {
  return q
    .select({
      id: users.id,
      name: users.name,
      nameAr: users.nameAr,
      email: users.email,
      active: sql<boolean>`${users.deactivatedAt} is null`,
      signedUp: sql<boolean>`exists (select 1 from ${accounts} where ${accounts.userId} = ${users.id} and ${accounts.password} is not null)`,
      away: sql<boolean>`${users.awaySince} is not null`,
      role: sql<(typeof LEAD_ROLES)[number]>`${userRoles.role}`,
    })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(inArray(userRoles.role, [...LEAD_ROLES]))
    .orderBy(asc(users.name), asc(users.email))
}
