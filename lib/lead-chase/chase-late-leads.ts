import 'server-only'
import { and, asc, eq, gt, isNull, lt, lte } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { leadEvents, leadReminders, leads } from '@/lib/db/schema'
import type { Tx } from '@/lib/db/types'
import { readStaffMembers, type StaffMember } from '@/lib/lead-inbox/read-staff-members'
import { announceLeadChange } from '@/lib/lead-live/announce-lead-change'
import { MAIL_KINDS } from '@/lib/mail/mail-kinds'
import { queueMail } from '@/lib/mail/queue-mail'
import { readLeadSettings } from '@/lib/settings/read-lead-settings'
import type { LeadSettings } from '@/lib/settings/lead-settings-schema'
import { addBusinessMinutes } from './business-hours'

/** Leads late by more than this are history (a server down for days), not reminded. */
const LOOK_BACK_MS = 3 * 24 * 60 * 60 * 1000
const PER_PASS = 100

type LateLead = {
  id: string
  assigneeId: string | null
  responseDueAt: Date | null
  chaseLevel: number
}

/**
 * One pass of the reminders: each New lead past its response target with no first response
 * reminds its assignee, then (after the escalation time, or at once when nobody available has
 * it) the managers. Each person once per lead (lead_reminders' key), in one transaction with
 * the mails and timeline, so two instances never both send. Returns the reminders queued.
 */
export async function chaseLateLeads(now = new Date(), settings?: LeadSettings): Promise<number> {
  settings ??= await readLeadSettings()
  return db().transaction(async (tx) => {
    const late = await tx
      .select({
        id: leads.id,
        assigneeId: leads.assigneeId,
        responseDueAt: leads.responseDueAt,
        chaseLevel: leads.chaseLevel,
      })
      .from(leads)
      .where(
        and(
          eq(leads.status, 'new'),
          isNull(leads.firstResponseAt),
          lte(leads.responseDueAt, now),
          gt(leads.responseDueAt, new Date(now.getTime() - LOOK_BACK_MS)),
          lt(leads.chaseLevel, 2),
          isNull(leads.erasedAt),
        ),
      )
      .orderBy(asc(leads.responseDueAt))
      .limit(PER_PASS)
      .for('update', { skipLocked: true })
    if (late.length === 0) return 0
    const staff = await readStaffMembers(tx)
    let queued = 0
    for (const lead of late) queued += await remind(tx, lead, staff, settings, now)
    return queued
  })
}

async function remind(
  tx: Tx,
  lead: LateLead,
  staff: StaffMember[],
  settings: LeadSettings,
  now: Date,
): Promise<number> {
  const available = (member: StaffMember) => member.active && !member.away
  const assignee = staff.find((member) => member.id === lead.assigneeId && available(member))
  const escalateAt = addBusinessMinutes(
    lead.responseDueAt!,
    settings.escalateAfterMinutes,
    settings,
  )
  const toManagers = !assignee || now >= escalateAt
  const people = [
    ...(assignee ? [assignee] : []),
    ...(toManagers ? staff.filter((member) => member.role === 'admin' && available(member)) : []),
  ]
  await tx
    .update(leads)
    .set({ chaseLevel: toManagers ? 2 : 1 })
    .where(eq(leads.id, lead.id))
  if (people.length === 0) return 0
  // Whoever was reminded before is left out here: once per person, whatever the level.
  const fresh = await tx
    .insert(leadReminders)
    .values(people.map((person) => ({ leadId: lead.id, userId: person.id, sentAt: now })))
    .onConflictDoNothing()
    .returning({ userId: leadReminders.userId })
  if (fresh.length === 0) return 0
  const [first, ...more] = fresh.map((row) => ({
    kind: MAIL_KINDS.leadReminder,
    payload: { leadId: lead.id, userId: row.userId },
    subjectId: lead.id,
  }))
  await queueMail(tx, first!, ...more)
  // By id as well as name: the timeline names each person in its reader's language.
  const to = people
    .filter((p) => fresh.some((row) => row.userId === p.id))
    .map((p) => ({ id: p.id, name: p.name }))
  await tx.insert(leadEvents).values({
    leadId: lead.id,
    type: 'reminder',
    data: { to, level: toManagers ? 'managers' : 'assignee' },
    createdAt: now,
  })
  await announceLeadChange(tx, { leadId: lead.id, kind: 'updated', assigneeId: null })
  return fresh.length
}
