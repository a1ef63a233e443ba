'use server'

import type { ActionResult } from '@/lib/actions/action-result'
import { staffAction } from '@/lib/actions/staff-action'
import { handOverOpenLeads } from '@/lib/lead-inbox/hand-over-open-leads'
import { changeStaffRole } from './change-staff-role'
import { inviteStaff } from './invite-staff'
import { setAway } from './set-away'
import { setStaffActive } from './set-staff-active'
import { setStaffNames } from './set-staff-names'
import {
  awaySchema,
  deactivateSchema,
  inviteSchema,
  namesSchema,
  roleChangeSchema,
  staffMemberSchema,
  staffNamesSchema,
} from './staff-schemas'

/** Staff › Invite (admin only): the account, and a link to set its password by e-mail. */
export async function inviteStaffAction(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  return staffAction(
    { permission: 'administration', schema: inviteSchema, formData },
    async (input, viewer) => {
      await inviteStaff(input, viewer)
      return null
    },
  )
}

/** Staff › Change role (admin only; the last admin keeps theirs). */
export async function changeStaffRoleAction(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  return staffAction(
    { permission: 'administration', schema: roleChangeSchema, formData },
    async ({ userId, role }, viewer) => {
      await changeStaffRole(userId, role, viewer)
      return null
    },
  )
}

/**
 * Staff › Deactivate (admin only): sessions end at once, and their open leads go where the
 * admin chose (the leads domain moves them, in the same transaction).
 */
export async function deactivateStaffAction(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  return staffAction(
    { permission: 'administration', schema: deactivateSchema, formData },
    async ({ userId, leadsTo }, viewer) => {
      await setStaffActive(userId, false, viewer, new Date(), (tx) =>
        handOverOpenLeads(tx, userId, leadsTo, viewer),
      )
      return null
    },
  )
}

/** Staff › Reactivate (admin only). */
export async function reactivateStaffAction(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  return staffAction(
    { permission: 'administration', schema: staffMemberSchema, formData },
    async ({ userId }, viewer) => {
      await setStaffActive(userId, true, viewer)
      return null
    },
  )
}

/** My Account › Name (any staff member, their own names in English and Arabic). */
export async function setMyNamesAction(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  return staffAction(
    { permission: 'account', schema: namesSchema, formData },
    async (names, viewer) => {
      await setStaffNames(viewer.userId, names, viewer)
      return null
    },
  )
}

/** Staff › Edit names (admin only): anyone's names in English and Arabic. */
export async function setStaffNamesAction(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  return staffAction(
    { permission: 'administration', schema: staffNamesSchema, formData },
    async ({ userId, ...names }, viewer) => {
      await setStaffNames(userId, names, viewer)
      return null
    },
  )
}

/** My Account › Availability (any staff member, for themselves only). */
export async function setAwayAction(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  return staffAction(
    { permission: 'account', schema: awaySchema, formData },
    async ({ away }, viewer) => {
      await setAway(viewer.userId, away)
      return null
    },
  )
}
