import { randomUUID } from 'node:crypto'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { db } from '@/lib/db/client'
import {
  accounts,
  activityLog,
  leadEvents,
  leads,
  outboxMessages,
  userRoles,
  users,
} from '@/lib/db/schema'
import { assignLead } from '@/lib/lead-inbox/assign-lead'
import { deactivateStaffAction } from '@/lib/staff/staff-actions'
import { changeStaffRole } from '@/lib/staff/change-staff-role'
import { inviteStaff } from '@/lib/staff/invite-staff'
import { setStaffActive } from '@/lib/staff/set-staff-active'
import { migratedDb } from '../support/db'
import { insertLead, insertStaff } from '../support/leads'
import { actAs, signedInStaff, type StaffSession } from '../support/staff-session'

vi.mock('next/headers', () => import('../support/request-scope'))

let admin: StaffSession
const actor = () => ({
  userId: admin.id,
  email: admin.email,
  name: admin.name,
  role: 'admin' as const,
})

beforeAll(async () => {
  await migratedDb()
  admin = await signedInStaff('admin', 'Rules Admin')
})

/** Invited, never signed up: no password. */
async function invitedStaff(role: 'admin' | 'moderator', name: string) {
  const member = await insertStaff(role, name)
  await db().delete(accounts).where(eq(accounts.userId, member.id))
  return member
}

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.set(key, value)
  return data
}

const assigneeOf = async (ids: string[]) =>
  Object.fromEntries(
    (
      await db()
        .select({ id: leads.id, assigneeId: leads.assigneeId })
        .from(leads)
        .where(inArray(leads.id, ids))
    ).map((row) => [row.id, row.assigneeId]),
  )

describe('assigning by hand', () => {
  it('refuses a deactivated account and a pending invitation', async () => {
    const lead = await insertLead()
    const gone = await insertStaff('moderator', 'Gone Rep')
    await db().update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, gone.id))
    const pending = await invitedStaff('moderator', 'Pending Rep')
    await expect(
      assignLead({ leadId: lead.id, assigneeId: gone.id }, actor()),
    ).rejects.toMatchObject({
      field: 'assigneeId',
      key: 'leads.fieldErrors.assigneeDeactivated',
    })
    await expect(
      assignLead({ leadId: lead.id, assigneeId: pending.id }, actor()),
    ).rejects.toMatchObject({
      field: 'assigneeId',
      key: 'leads.fieldErrors.assigneeInvited',
    })
    expect((await assigneeOf([lead.id]))[lead.id]).toBeNull()
    const rep = await insertStaff('moderator', 'Ready Rep')
    await assignLead({ leadId: lead.id, assigneeId: rep.id }, actor())
    expect((await assigneeOf([lead.id]))[lead.id]).toBe(rep.id)
  })
})

describe('deactivating an account that holds open leads', () => {
  it('asks where they go, refuses an inactive or invited heir, then moves them with a timeline line', async () => {
    const leaver = await insertStaff('moderator', 'Leaving Rep')
    const heir = await insertStaff('moderator', 'Heir Rep')
    const pending = await invitedStaff('moderator', 'Pending Heir')
    const open = [
      await insertLead({ assigneeId: leaver.id, status: 'new' }),
      await insertLead({ assigneeId: leaver.id, status: 'viewing' }),
    ]
    const won = await insertLead({ assigneeId: leaver.id, status: 'won' })
    actAs(admin)

    const unasked = await deactivateStaffAction(null, form({ userId: leaver.id }))
    expect(unasked).toMatchObject({
      ok: false,
      fieldErrors: { leadsTo: 'staff.fieldErrors.chooseHeir' },
    })
    for (const to of [pending.id, leaver.id, randomUUID()]) {
      const refused = await deactivateStaffAction(null, form({ userId: leaver.id, leadsTo: to }))
      expect(refused, to).toMatchObject({
        ok: false,
        fieldErrors: { leadsTo: 'staff.fieldErrors.activeHeir' },
      })
    }
    // Refused: nothing changed, the account included.
    const [still] = await db().select().from(users).where(eq(users.id, leaver.id))
    expect(still!.deactivatedAt).toBeNull()

    expect(
      await deactivateStaffAction(null, form({ userId: leaver.id, leadsTo: heir.id })),
    ).toMatchObject({ ok: true })
    const ids = [...open.map((lead) => lead.id), won.id]
    expect(await assigneeOf(ids)).toEqual({
      [open[0]!.id]: heir.id,
      [open[1]!.id]: heir.id,
      [won.id]: leaver.id,
    })
    const events = await db()
      .select({ leadId: leadEvents.leadId, data: leadEvents.data })
      .from(leadEvents)
      .where(and(inArray(leadEvents.leadId, ids), eq(leadEvents.type, 'assignment')))
    expect(events).toHaveLength(2)
    expect(events[0]!.data).toMatchObject({
      from: { id: leaver.id, name: 'Leaving Rep' },
      to: { id: heir.id, name: 'Heir Rep' },
      reason: 'deactivated',
    })
    const logged = await db()
      .select({ entityId: activityLog.entityId })
      .from(activityLog)
      .where(and(inArray(activityLog.entityId, ids), eq(activityLog.action, 'assigned')))
    expect(logged).toHaveLength(2)
    // The heir is told of each lead, as when a lead is assigned by hand.
    const mails = await db()
      .select({ subjectId: outboxMessages.subjectId, payload: outboxMessages.payload })
      .from(outboxMessages)
      .where(
        and(inArray(outboxMessages.subjectId, ids), eq(outboxMessages.kind, 'lead_assignment')),
      )
    expect(mails.map((mail) => mail.subjectId).sort()).toEqual(open.map((lead) => lead.id).sort())
    for (const mail of mails) expect(mail.payload).toMatchObject({ assigneeId: heir.id })
  })

  it('can leave them unassigned; an account without open leads is not asked', async () => {
    const leaver = await insertStaff('moderator', 'Leaving Rep 2')
    const lead = await insertLead({ assigneeId: leaver.id, status: 'contacted' })
    actAs(admin)
    expect(
      await deactivateStaffAction(null, form({ userId: leaver.id, leadsTo: '' })),
    ).toMatchObject({ ok: true })
    expect((await assigneeOf([lead.id]))[lead.id]).toBeNull()

    const idle = await insertStaff('moderator', 'Idle Rep')
    expect(await deactivateStaffAction(null, form({ userId: idle.id }))).toMatchObject({
      ok: true,
    })
  })
})

describe('the last active admin', () => {
  it('a pending invitation to an admin does not count as one', async () => {
    const only = await insertStaff('admin', 'Only Admin')
    const other = await insertStaff('admin', 'Other Admin')
    // Only these two admins active here (others from other files are put back after).
    const others = (
      await db()
        .select({ id: users.id })
        .from(users)
        .innerJoin(userRoles, eq(userRoles.userId, users.id))
        .where(and(eq(userRoles.role, 'admin'), isNull(users.deactivatedAt)))
    )
      .map((row) => row.id)
      .filter((id) => id !== only.id && id !== other.id)
    await db().update(users).set({ deactivatedAt: new Date() }).where(inArray(users.id, others))
    const by = { userId: other.id, name: 'Other Admin', email: other.email }
    try {
      await invitedStaff('admin', 'Invited Admin')
      await inviteStaff(
        {
          name: 'Mailed Admin',
          email: `admin-${randomUUID().slice(0, 8)}@staff.example`,
          role: 'admin',
        },
        by,
      )
      await setStaffActive(other.id, false, { ...by, userId: only.id })
      await expect(setStaffActive(only.id, false, by)).rejects.toMatchObject({
        key: 'staff.refusals.lastAdminDeactivated',
      })
      await expect(changeStaffRole(only.id, 'moderator', by)).rejects.toMatchObject({
        key: 'staff.refusals.lastAdminDemoted',
      })
      // Once the other admin is back (signed in before), the change goes through.
      await setStaffActive(other.id, true, { ...by, userId: only.id })
      await changeStaffRole(only.id, 'moderator', by)
    } finally {
      await db().update(users).set({ deactivatedAt: null }).where(inArray(users.id, others))
    }
  })
})
