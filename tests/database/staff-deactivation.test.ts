import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { createTransport } from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { db } from '@/lib/db/client'
import { activityLog, users } from '@/lib/db/schema'
import { resendLeadNotification } from '@/lib/lead-inbox/resend-lead-notification'
import { storeLead } from '@/lib/leads/store-lead'
import { deliverDueMessages, type SalesInbox } from '@/lib/mail/outbox/outbox-worker'
import { readLeadRouting } from '@/lib/settings/read-lead-routing'
import { DEFAULT_LEAD_ROUTING, type LeadRouting } from '@/lib/settings/lead-routing-schema'
import { readSalesInbox } from '@/lib/settings/read-sales-inbox'
import { readSiteSettings } from '@/lib/settings/read-site-settings'
import { saveLeadRouting } from '@/lib/settings/save-lead-routing'
import { saveSiteSettings } from '@/lib/settings/save-site-settings'
import { setStaffActive } from '@/lib/staff/set-staff-active'
import { insertDeveloper, insertProject, migratedDb } from '../support/db'
import { insertStaff } from '../support/leads'
import { startSmtpServer, type LoopbackSmtp } from '../support/smtp'
import { testViewer } from '../support/viewer'

// Issue 38 §1: a deactivated staff member gets no lead's personal data by mail. Deactivation
// takes them out of every list that sends them leads, in its own transaction, and the sales
// notification leaves out a deactivated account's address when it is sent, whatever the list.

let smtp: LoopbackSmtp
let admin: Awaited<ReturnType<typeof insertStaff>>
const SALES = `sales-${randomUUID().slice(0, 8)}@masar.example`

beforeAll(async () => {
  await migratedDb()
  smtp = await startSmtpServer()
  admin = await insertStaff('admin', 'Deactivating Admin')
  // Mail other files left due on a shared PostgreSQL database goes first.
  const later = new Date(Date.now() + 24 * 3600_000)
  while ((await deliverDueMessages(settings('sales@masar.example'), later)) > 0);
})
afterAll(() => smtp.close())

const by = () => ({ userId: admin.id, name: admin.name, email: admin.email })

const settings = (to: SalesInbox) => ({
  transport: createTransport(smtp.url),
  from: 'Masar <no-reply@masar.example>',
  to,
})

/** Sends everything due, as the worker's passes would, to the inbox as saved (or as given). */
async function deliver(to: SalesInbox = readSalesInbox) {
  while ((await deliverDueMessages(settings(to))) > 0);
}

const setRecipients = async (addresses: string[]) =>
  saveSiteSettings({ ...(await readSiteSettings()), leadRecipients: addresses }, by())

const setRouting = (routing: Partial<LeadRouting>) =>
  saveLeadRouting({ ...DEFAULT_LEAD_ROUTING, ...routing }, by())

/** A lead as the public form stores it, with its sales notification queued. */
async function newLead(fullName: string) {
  return storeLead({
    source: 'consultation',
    formId: 'home_consultation',
    locale: 'en',
    fullName,
    email: `${randomUUID()}@example.com`,
    phone: '01001234567',
  })
}

/** The addresses that received a mail naming this lead. */
const receivedBy = (leadId: string) =>
  smtp.mails.filter((mail) => mail.raw.includes(leadId)).flatMap((mail) => mail.to)

describe('deactivating a staff member', () => {
  it('takes them out of the notification recipients, the rotation and project teams at once', async () => {
    const rep = await insertStaff('sales', 'Leaving Rep')
    const stays = await insertStaff('sales', 'Staying Rep')
    const developer = await insertDeveloper()
    const [own, shared] = [await insertProject(developer.id), await insertProject(developer.id)]
    // The address as an admin might type it, in capitals.
    await setRecipients([SALES, rep.email.toUpperCase()])
    await setRouting({
      reps: [rep.id, stays.id],
      projectReps: { [own.id]: [rep.id], [shared.id]: [stays.id, rep.id] },
    })
    const before = await newLead('Before Deactivation')
    await deliver()
    expect(receivedBy(before).sort()).toEqual([SALES, rep.email].sort())

    // A moment of its own, to find what the deactivation logged.
    const at = new Date(Date.now() + 60_000)
    await setStaffActive(rep.id, false, by(), at)

    expect((await readSiteSettings()).leadRecipients).toEqual([SALES])
    const routing = await readLeadRouting({ viewer: testViewer('admin', admin) })
    expect(routing.reps).toEqual([stays.id])
    // A team left empty is no team: that project's leads go round the main rotation.
    expect(routing.projectReps).toEqual({ [shared.id]: [stays.id] })
    const logged = await db()
      .select({ setting: activityLog.entityId, changes: activityLog.changes })
      .from(activityLog)
      .where(and(eq(activityLog.entityType, 'settings'), eq(activityLog.createdAt, at)))
    expect(logged.map((row) => row.setting).sort()).toEqual(['lead-routing', 'site'])

    // New leads, and a resend of the earlier one, go to the inbox without them.
    const after = await newLead('After Deactivation')
    await resendLeadNotification(before, { ...testViewer('admin', admin), email: admin.email })
    await deliver()
    expect(receivedBy(after)).toEqual([SALES])
    expect(receivedBy(before).filter((to) => to === rep.email)).toHaveLength(1)
    expect(receivedBy(before).filter((to) => to === SALES)).toHaveLength(2)
  })

  it('the only recipient deactivated: the admin who did it takes their place', async () => {
    const rep = await insertStaff('sales', 'Only Recipient')
    await setRecipients([rep.email])
    await setStaffActive(rep.id, false, by())
    expect((await readSiteSettings()).leadRecipients).toEqual([admin.email])
    await setRecipients([SALES])
  })
})

describe('the sales notification, when sent', () => {
  it('leaves out a deactivated account’s address still in the list (LEADS_NOTIFY_TO, say)', async () => {
    const gone = await insertStaff('sales', 'Deactivated Before')
    const active = await insertStaff('moderator', 'Active Moderator')
    const shared = `${randomUUID().slice(0, 8)}@shared.example`
    // Deactivated without the lists being touched (before this release, or a list set
    // outside the settings: the environment's default inbox).
    await db().update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, gone.id))
    const inbox = [shared, gone.email.toUpperCase(), active.email].join(', ')
    const leadId = await newLead('Sent At Last')
    await resendLeadNotification(leadId, { ...testViewer('admin', admin), email: admin.email })
    await deliver(inbox)
    const to = receivedBy(leadId)
    expect(to.filter((address) => address === shared)).toHaveLength(2)
    expect(to.filter((address) => address === active.email)).toHaveLength(2)
    expect(to.filter((address) => address.toLowerCase() === gone.email)).toEqual([])
  })
})
