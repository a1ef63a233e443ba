/**
 * Staff roles (spec §6, and the sales rep who works leads only), the `app_role` database enum.
 * What each may do: lib/auth/permissions.ts.
 */
export const ROLES = ['admin', 'moderator', 'sales', 'user'] as const
export type Role = (typeof ROLES)[number]

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role)
