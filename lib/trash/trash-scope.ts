import type { Viewer } from '@/lib/auth/get-viewer'

/** How long a moderator may restore what they deleted themselves. */
export const OWN_RESTORE_DAYS = 30

/**
 * What of the trash a staff member sees and may restore: an admin everything (null), a
 * moderator only their own deletions of the last 30 days (a slip undone, not someone else's
 * decision reversed).
 */
export type TrashScope = { deletedBy: string; since: Date } | null

export const trashScopeOf = (
  viewer: Pick<Viewer, 'userId' | 'role'>,
  now = new Date(),
): TrashScope =>
  viewer.role === 'admin'
    ? null
    : {
        deletedBy: viewer.userId,
        since: new Date(now.getTime() - OWN_RESTORE_DAYS * 24 * 60 * 60 * 1000),
      }
