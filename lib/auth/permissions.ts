import type { Role } from '@/lib/enums/roles'

/** Spec §6: who may do what in the admin area. One table, used by pages and actions alike. */
export const PERMISSIONS = {
  /** Dashboard, developers, projects, units, media, activity. */
  content: ['admin', 'moderator'],
  /** My Account: one's own password and two-factor settings. */
  account: ['admin', 'moderator'],
  /** The leads inbox: read, assign, move through the pipeline, add notes. */
  leads: ['admin', 'moderator'],
  /** Admin-only: settings, user management, lead exports and erasure. */
  administration: ['admin'],
} as const satisfies Record<string, readonly Role[]>

export type Permission = keyof typeof PERMISSIONS

export const can = (role: Role, permission: Permission) =>
  (PERMISSIONS[permission] as readonly Role[]).includes(role)
