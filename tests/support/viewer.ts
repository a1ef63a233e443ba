import { randomUUID } from 'node:crypto'
import type { Viewer } from '@/lib/auth/get-viewer'
import type { Role } from '@/lib/enums/roles'

/**
 * The viewer a page's guard or an action's wrapper hands to the admin reads, without a session
 * behind it: reads check only what it says. `member`: a row of the test's own (insertStaff),
 * when the read depends on who is asking.
 */
export function testViewer(
  role: Role,
  member: { id: string; name?: string; email?: string } = { id: randomUUID() },
  overrides: Partial<Viewer> = {},
): Viewer {
  return {
    userId: member.id,
    sessionId: randomUUID(),
    email: member.email ?? `${role}-${member.id.slice(0, 8)}@staff.example`,
    name: member.name ?? `Staff ${role}`,
    nameAr: null,
    role,
    twoFactorEnabled: false,
    mustChangePassword: false,
    // A viewer the pages and actions let through: an admin's two-factor is on by then.
    mustSetUpTwoFactor: false,
    away: false,
    locale: 'en',
    ...overrides,
  }
}

/** A moderator's viewer by user id: the lead reads depend on who asks ("mine"), not the role. */
export const staffViewer = (userId: string) => testViewer('moderator', { id: userId })
