import 'server-only'
import { and, eq, gte, isNotNull, isNull, lt, notInArray, type SQL } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { leadDigestRuns, leads } from '@/lib/db/schema'
import { addDays, cairoDay, fromCairoWallTime } from '@/lib/i18n/business-time'
import { readStaffMembers } from '@/lib/lead-inbox/read-staff-members'
import { MAIL_KINDS } from '@/lib/mail/mail-kinds'
import { queueMail } from '@/lib/mail/queue-mail'
import { readLeadSettings } from '@/lib/settings/read-lead-settings'
import type { LeadSettings } from '@/lib/settings/lead-settings-schema'
import { businessWindow } from './business-hours'

/**
 * The morning digest: at the digest time of each working day, every active rep with calls or
 * viewings that day (or next actions left over) gets one mail listing them. The day's run is
 * claimed by a row (lead_digest_runs), so it happens once whatever the instances. Returns the
 * mails queued (0 before the time, on a day off, or once the day has run).
 */
export async function sendMorningDigest(
  now = new Date(),
  settings?: LeadSettings,
): Promise<number> {
  settings ??= await readLeadSettings()
  const day = cairoDay(now)
  if (!businessWindow(day, settings)) return 0
  if (now < fromCairoWallTime(`${day}T${settings.digestAt}`)!) return 0
  return db().transaction(async (tx) => {
    const claimed = await tx
      .insert(leadDigestRuns)
      .values({ day, ranAt: now })
      .onConflictDoNothing()
      .returning({ day: leadDigestRuns.day })
    if (claimed.length === 0) return 0
    const start = fromCairoWallTime(day)!
    const end = fromCairoWallTime(addDays(day, 1))!
    // Who has calls or viewings today: two index reads rather than one OR over the table.
    const assignees = (where: SQL) =>
      tx
        .selectDistinct({ userId: leads.assigneeId })
        .from(leads)
        .where(and(isNotNull(leads.assigneeId), isNull(leads.erasedAt), where))
    const busy = [
      ...(await assignees(
        and(notInArray(leads.status, ['won', 'lost']), lt(leads.nextActionAt, end))!,
      )),
      ...(await assignees(
        and(
          eq(leads.status, 'viewing'),
          gte(leads.viewingDate, start),
          lt(leads.viewingDate, end),
        )!,
      )),
    ]
    const active = new Set((await readStaffMembers(tx)).filter((m) => m.active).map((m) => m.id))
    const reps = [...new Set(busy.map((row) => row.userId!))].filter((id) => active.has(id))
    const [first, ...more] = reps.map((userId) => ({
      kind: MAIL_KINDS.leadDigest,
      payload: { userId, day },
    }))
    if (first) await queueMail(tx, first, ...more)
    return reps.length
  })
}
