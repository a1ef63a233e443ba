import type { Role } from '@/lib/enums/roles'

/** Spec §6: who may do what in the admin area. One table, used by pages and actions alike. */
export const PERMISSIONS = {
  /** Dashboard, developers, projects, units, media, activity, trash. */
  content: ['admin', 'moderator'],
  /** My Account: one's own password, two-factor, availability and alerts. */
  account: ['admin', 'moderator', 'sales'],
  /**
   * One's own two-factor: set it up, confirm it, move it to a new device. The one thing open
   * to an admin before two-factor is on (denial-of.ts).
   */
  twoFactor: ['admin', 'moderator', 'sales'],
  /** The leads inbox: read, move through the pipeline, add notes (a sales rep: their own). */
  leads: ['admin', 'moderator', 'sales'],
  /** Every lead whoever has it, the team's figures (dashboard, report), giving leads to others. */
  teamLeads: ['admin', 'moderator'],
  /** Admin-only: settings, user management, lead exports and erasure. */
  administration: ['admin'],
} as const satisfies Record<string, readonly Role[]>

export type Permission = keyof typeof PERMISSIONS

export const can = (role: Role, permission: Permission) =>
  (PERMISSIONS[permission] as readonly Role[]).includes(role)

/** The roles that work leads: the rotation, assignment and the lead chaser choose among them. */
export const LEAD_ROLES = PERMISSIONS.leads
