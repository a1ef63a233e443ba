import { z } from 'zod'
import { messageKey } from '@/lib/admin-catalogue/admin-message-key'
import { oneLine } from '@/lib/validation/admin-fields'

/**
 * The roles an admin gives staff (a plain 'user' has no use for the portal). The admin is also
 * the sales manager (README: Roles); a sales rep works only their leads.
 */
export const STAFF_ROLES = ['admin', 'moderator', 'sales'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

const role = z.enum(STAFF_ROLES, messageKey('staff.fieldErrors.chooseRole'))
const userId = z
  .string(messageKey('staff.fieldErrors.memberNotFound'))
  .min(1, messageKey('staff.fieldErrors.memberNotFound'))
  .max(64)

export const inviteSchema = z.object({
  name: oneLine(
    z
      .string(messageKey('staff.fieldErrors.enterName'))
      .trim()
      .min(2, messageKey('staff.fieldErrors.enterName'))
      .max(100, messageKey('staff.fieldErrors.nameTooLong')),
  ),
  email: z
    .string(messageKey('staff.fieldErrors.validEmail'))
    .trim()
    .toLowerCase()
    .pipe(z.email(messageKey('staff.fieldErrors.validEmail')).max(255)),
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

const displayName = oneLine(
  z
    .string(messageKey('staff.fieldErrors.enterNameEnglish'))
    .trim()
    .min(2, messageKey('staff.fieldErrors.enterNameEnglish'))
    .max(100, messageKey('staff.fieldErrors.nameTooLong')),
)

/** My Account and Staff › Edit names: the English name, and the Arabic one (optional). */
export const namesSchema = z.object({
  name: displayName,
  nameAr: oneLine(z.string().trim().max(100, messageKey('staff.fieldErrors.nameTooLong')))
    .refine(
      (value) => value === '' || value.length >= 2,
      messageKey('staff.fieldErrors.nameArabicOrEmpty'),
    )
    .transform((value) => value || null),
})
export type NamesInput = z.output<typeof namesSchema>
export const staffNamesSchema = namesSchema.extend({ userId })

/** My Account › Availability: 'on' away, 'off' back. */
export const awaySchema = z.object({
  away: z
    .enum(['on', 'off'], messageKey('staff.fieldErrors.chooseAway'))
    .transform((value) => value === 'on'),
})
