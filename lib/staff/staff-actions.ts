'use server'

import type { ActionResult } from '@/lib/actions/action-result'
import { staffAction } from '@/lib/actions/staff-action'
import { handOverOpenLeads } from '@/lib/lead-inbox/hand-over-open-leads'
import { changeStaffRole } from './change-staff-role'
import { deliverInvitation, type InvitationDelivery } from './deliver-invitation'
import { inviteStaff } from './invite-staff'
import { resendInvitation } from './resend-invitation'
import { revokeInvitation } from './revoke-invitation'
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

export type InviteResult =
  | ({ outcome: 'invited' } & InvitationDelivery)
  | { outcome: 'already-invited'; userId: string; name: string; email: string }

/**
 * Staff › Invite (admin only): the account, and a link to set its password by e-mail, sent at
 * once. An address already invited is not changed: the answer offers to resend instead.
 */
export async function inviteStaffAction(
  _previous: ActionResult<InviteResult> | null,
  formData: FormData,
): Promise<ActionResult<InviteResult>> {
  return staffAction(
    { permission: 'administration', schema: inviteSchema, formData },
    async (input, viewer): Promise<InviteResult> => {
      const invited = await inviteStaff(input, viewer)
      if (invited.outcome === 'already-invited') return invited
      return { outcome: 'invited', ...(await deliverInvitation(invited, input.email)) }
    },
  )
}

/** Staff › Resend invitation (admin only): a new link; the old one stops working. */
export async function resendInvitationAction(
  _previous: ActionResult<InvitationDelivery> | null,
  formData: FormData,
): Promise<ActionResult<InvitationDelivery>> {
  return staffAction(
    { permission: 'administration', schema: staffMemberSchema, formData },
    async ({ userId }, viewer) => {
      const issued = await resendInvitation(userId, viewer)
      return deliverInvitation(issued, issued.email)
    },
  )
}

/** Staff › Revoke invitation (admin only): the link and the unused account are deleted. */
export async function revokeInvitationAction(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  return staffAction(
    { permission: 'administration', schema: staffMemberSchema, formData },
    async ({ userId }, viewer) => {
      await revokeInvitation(userId, viewer)
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
