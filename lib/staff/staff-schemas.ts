import { z } from 'zod'

/** The roles an admin gives staff (a plain 'user' has no use for the portal). */
export const STAFF_ROLES = ['admin', 'moderator'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin',
  moderator: 'Moderator',
}

/** Any role as staff read it ('user': an account without portal access). */
export const roleLabel = (role: string | null) =>
  role === null ? null : (STAFF_ROLE_LABELS[role as StaffRole] ?? 'User')

const role = z.enum(STAFF_ROLES, 'Choose a role')
const userId = z.string('Staff member not found').min(1, 'Staff member not found').max(64)

export const inviteSchema = z.object({
  name: z
    .string('Enter their name')
    .trim()
    .min(2, 'Enter their name')
    .max(100, 'The name must be less than 100 characters'),
  email: z
    .string('Enter a valid email address')
    .trim()
    .toLowerCase()
    .pipe(z.email('Enter a valid email address').max(255)),
  role,
})
export type InviteInput = z.output<typeof inviteSchema>

export const roleChangeSchema = z.object({ userId, role })
export const staffMemberSchema = z.object({ userId })

/**
 * Staff › Deactivate: where their open leads go, another rep's id or '' (unassigned); absent
 * when the dialog did not ask (they held none when it opened).
 */
export const deactivateSchema = z.object({
  userId,
  leadsTo: z.string().max(64).optional(),
})

const displayName = (what: string) =>
  z
    .string(`Enter ${what}`)
    .trim()
    .min(2, `Enter ${what}`)
    .max(100, 'The name must be less than 100 characters')

/** My Account and Staff › Edit names: the English name, and the Arabic one (optional). */
export const namesSchema = z.object({
  name: displayName('the name in English'),
  nameAr: z
    .string()
    .trim()
    .max(100, 'The name must be less than 100 characters')
    .refine(
      (value) => value === '' || value.length >= 2,
      'Enter the name in Arabic, or leave it empty',
    )
    .transform((value) => value || null),
})
export type NamesInput = z.output<typeof namesSchema>
export const staffNamesSchema = namesSchema.extend({ userId })

/** My Account › Availability: 'on' away, 'off' back. */
export const awaySchema = z.object({
  away: z.enum(['on', 'off'], 'Choose away or available').transform((value) => value === 'on'),
})
