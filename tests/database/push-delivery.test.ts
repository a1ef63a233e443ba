import { randomUUID } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { pushMessages, pushSubscriptions, users } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { addDays, cairoDay, fromCairoWallTime } from '@/lib/i18n/business-time'
import { assignLead } from '@/lib/lead-inbox/assign-lead'
import { recordProjectEnquiry } from '@/lib/leads/record-project-enquiry'
import { storeLead } from '@/lib/leads/store-lead'
import { deliverDuePushes, PUSH_MAX_ATTEMPTS } from '@/lib/push-sender/deliver-due-pushes'
import type { LeadPushPayload } from '@/lib/push-sender/compose-lead-pushes'
import { readMyPush } from '@/lib/push/read-my-push'
import { readVapidKeys } from '@/lib/push/read-vapid-keys'
import { removePushDevice } from '@/lib/push/remove-push-device'
import { savePushSetting } from '@/lib/push/save-push-setting'
import { savePushSubscription } from '@/lib/push/save-push-subscription'
import { DEFAULT_LEAD_ROUTING, type LeadRouting } from '@/lib/settings/lead-routing-schema'
import { saveLeadRouting } from '@/lib/settings/save-lead-routing'
import { setAway } from '@/lib/staff/set-away'
import { insertDeveloper, insertProject, migratedDb } from '../support/db'
import { insertLead, insertStaff } from '../support/leads'
import { startPushService, type LoopbackPushService } from '../support/push-service'
import { testViewer } from '../support/viewer'

// The loopback push service is plain http on 127.0.0.1: taken only because it is listed.
process.env.PUSH_ENDPOINT_HOSTS = '127.0.0.1'

// Runs on PGlite and again on PostgreSQL (the database phase), where the two senders below
// are concurrent transactions on separate connections.

let database: Db
let push: LoopbackPushService
let admin: { userId: string; name: string; email: string; role: 'admin' }
let project: { id: string; slug: string }

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

beforeAll(async () => {
  database = await migratedDb()
  push = await startPushService()
  const staff = await insertStaff('admin', 'Push Admin')
  admin = { userId: staff.id, name: staff.name, email: staff.email, role: 'admin' }
  project = await insertProject((await insertDeveloper()).id)
})

afterAll(async () => {
  // Other files on the shared PostgreSQL database expect leads to wait unassigned.
  await saveLeadRouting(DEFAULT_LEAD_ROUTING, admin)
  await push.close()
})

beforeEach(() => {
  push.received.length = 0
})

const route = (routing: Partial<LeadRouting>) =>
  saveLeadRouting({ ...DEFAULT_LEAD_ROUTING, ...routing }, admin)

/** A rep with `devices` phones subscribed through the app's own operation. */
async function repWithDevices(name: string, devices = 1, locale: 'en' | 'ar' = 'en') {
  const rep = await insertStaff('sales', name)
  await database.update(users).set({ locale }).where(eq(users.id, rep.id))
  const subscriptions = []
  for (let i = 0; i < devices; i += 1) {
    const subscription = push.subscribe()
    await savePushSubscription(rep.id, subscription, PHONE_UA)
    subscriptions.push(subscription)
  }
  return { ...rep, subscriptions }
}

/** Every pass the server would make now (or at `at`), until nothing is due. */
async function drain(at = new Date()) {
  while ((await deliverDuePushes(at)) > 0);
}

const payloads = () => push.received.map((each) => JSON.parse(each.text) as LeadPushPayload)

const queuedFor = (leadIds: string[]) =>
  database.select().from(pushMessages).where(inArray(pushMessages.leadId, leadIds))

/** A Cairo wall time on the next day of the week (0 Sunday … 5 Friday) after today. */
function next(weekDay: number, time: string): Date {
  let day = addDays(cairoDay(new Date()), 1)
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== weekDay) day = addDays(day, 1)
  return fromCairoWallTime(`${day}T${time}`)!
}

const mobile = () => `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`

/** A home-page lead from a new person (a returning one would go to their earlier rep). */
function consultation(fullName: string) {
  const local = mobile()
  return storeLead({
    source: 'consultation',
    formId: 'home_consultation',
    locale: 'en',
    fullName,
    email: `${randomUUID()}@example.com`,
    phone: local,
    mobileLocal: local,
    mobileInternational: `+2${local}`,
    idempotencyKey: randomUUID(),
  })
}

describe('a lead assigned to a subscribed rep', () => {
  it('sends one encrypted, VAPID-signed push that names the lead and the project, with Call and WhatsApp', async () => {
    const rep = await repWithDevices('Rep Phone')
    await route({ autoAssign: true, projectReps: { [project.id]: [rep.id] } })
    const local = mobile()
    const { leadId } = await recordProjectEnquiry({
      source: 'project',
      formId: 'full_form_step1',
      locale: 'en',
      projectId: project.id,
      fullName: 'Mona Hassan',
      email: `${randomUUID()}@example.com`,
      mobileLocal: local,
      mobileInternational: `+2${local}`,
    })
    expect(await queuedFor([leadId])).toHaveLength(1)
    await drain()
    expect(push.problems).toEqual([])
    expect(push.received).toHaveLength(1)
    const [received] = push.received
    expect(received!.endpoint).toBe(rep.subscriptions[0]!.endpoint)
    // RFC 8292: signed for the push service's origin by the app's key.
    expect(received!.vapid.aud).toBe(push.origin)
    expect(received!.vapid.publicKey).toBe((await readVapidKeys()).publicKey)
    expect(received!.headers).toMatchObject({ ttl: '3600', urgency: 'high' })
    expect(payloads()[0]).toEqual({
      title: `New lead: Mona Hassan · Project ${project.slug}`,
      body: 'Given to you. Call now, or tap to open the lead.',
      tag: `lead-${leadId}`,
      lang: 'en',
      dir: 'ltr',
      url: `/admin/leads/${leadId}`,
      call: `tel:+2${local}`,
      whatsapp: expect.stringMatching(new RegExp(`^https://wa\\.me/2${local}\\?text=.*Mona`)),
      actions: { call: 'Call', whatsapp: 'WhatsApp' },
      leads: 1,
    })
    // Done: nothing left to send, and the device shows when it last got one.
    expect(await queuedFor([leadId])).toEqual([])
    const [device] = await database
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, rep.id))
    expect(device!.lastSuccessAt).not.toBeNull()
    expect(device!.device).toBe('Chrome · Android')
  })

  it('a rep assigned by hand hears of it in their own language; one who takes it themselves does not', async () => {
    await route({})
    const rep = await repWithDevices('مندوب', 1, 'ar')
    const lead = await insertLead({ projectId: project.id, fullName: 'سارة علي' })
    await assignLead({ leadId: lead.id, assigneeId: rep.id }, admin)
    await drain()
    expect(payloads()).toEqual([
      expect.objectContaining({
        title: `عميل جديد: سارة علي · مشروع ${project.slug}`,
        lang: 'ar',
        dir: 'rtl',
        actions: { call: 'مكالمة', whatsapp: 'واتساب' },
      }),
    ])
    push.received.length = 0
    const own = await insertLead({ projectId: project.id })
    await assignLead(
      { leadId: own.id, assigneeId: rep.id },
      { userId: rep.id, name: rep.name, email: rep.email, role: 'sales' },
    )
    await drain()
    expect(push.received).toEqual([])
  })

  it('two devices get one push each', async () => {
    const rep = await repWithDevices('Rep Two Phones', 2)
    await route({ autoAssign: true, reps: [rep.id] })
    const leadId = await consultation('Karim Two')
    await drain()
    expect(push.received.map((each) => each.endpoint).sort()).toEqual(
      rep.subscriptions.map((each) => each.endpoint).sort(),
    )
    expect(payloads().map((each) => each.title)).toEqual([
      'New lead: Karim Two',
      'New lead: Karim Two',
    ])
    expect(await queuedFor([leadId])).toEqual([])
  })
})

describe('a new lead nobody has', () => {
  it('goes to every active member of its rotation with a device: not the away, not the deactivated', async () => {
    const [first, second] = [await repWithDevices('Rota One'), await repWithDevices('Rota Two')]
    const away = await repWithDevices('Rota Away')
    await setAway(away.id, true)
    const gone = await repWithDevices('Rota Gone')
    await database.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, gone.id))
    const noDevice = await insertStaff('moderator', 'Rota Without Phone')
    // Automatic assignment off: nobody gets the lead, the rotation hears of it.
    await route({ reps: [first.id, second.id, away.id, gone.id, noDevice.id] })
    const leadId = await consultation('Waiting Walid')
    expect((await queuedFor([leadId])).map((row) => row.userId).sort()).toEqual(
      [first.id, second.id].sort(),
    )
    await drain()
    expect(push.received.map((each) => each.endpoint).sort()).toEqual(
      [first.subscriptions[0]!.endpoint, second.subscriptions[0]!.endpoint].sort(),
    )
    expect(payloads()[0]).toMatchObject({
      title: 'New lead: Waiting Walid',
      body: 'Nobody has it yet: take it in the leads inbox.',
    })
  })
})

describe('a lead someone else has by the time its push goes out', () => {
  it('is not pushed to the rest of the rotation', async () => {
    const [taker, other] = [await repWithDevices('Rota Taker'), await repWithDevices('Rota Late')]
    await route({ reps: [taker.id, other.id] })
    const leadId = await consultation('Taken Quickly')
    expect(await queuedFor([leadId])).toHaveLength(2)
    await assignLead(
      { leadId, assigneeId: taker.id },
      { userId: taker.id, ...taker, role: 'sales' },
    )
    await drain()
    expect(push.received.map((each) => each.endpoint)).toEqual([taker.subscriptions[0]!.endpoint])
    expect(payloads()[0]).toMatchObject({
      body: 'Given to you. Call now, or tap to open the lead.',
    })
  })
})

describe('each person’s own settings', () => {
  it('pushes turned off: nothing is queued or sent', async () => {
    const rep = await repWithDevices('Rep Off')
    await savePushSetting(rep.id, 'enabled', false)
    await route({ autoAssign: true, reps: [rep.id] })
    const leadId = await consultation('Nobody Told')
    expect(await queuedFor([leadId])).toEqual([])
    await drain()
    expect(push.received).toEqual([])
  })

  it('quiet hours: nothing outside business hours, pushed as usual inside them', async () => {
    const rep = await repWithDevices('Rep Quiet')
    await savePushSetting(rep.id, 'quietHours', true)
    await route({ autoAssign: true, reps: [rep.id] })
    const night = await consultation('Friday Night')
    // Friday is not a working day by default (Saturday to Thursday, 10:00 to 20:00).
    await drain(next(5, '03:00'))
    expect(push.received).toEqual([])
    expect(await queuedFor([night])).toEqual([]) // dropped, not held for the morning
    const day = await consultation('Sunday Noon')
    await drain(next(0, '12:00'))
    expect(payloads().map((each) => each.title)).toEqual(['New lead: Sunday Noon'])
    expect(await queuedFor([day])).toEqual([])
  })
})

describe('what the push service answers', () => {
  it('410 Gone removes that subscription, and the other device still gets its push', async () => {
    const rep = await repWithDevices('Rep Gone Phone', 2)
    const [lost, kept] = rep.subscriptions as [
      (typeof rep.subscriptions)[0],
      (typeof rep.subscriptions)[0],
    ]
    push.answer(lost.endpoint, 410)
    await route({ autoAssign: true, reps: [rep.id] })
    const leadId = await consultation('Gone Phone')
    await drain()
    expect(push.received.map((each) => each.endpoint)).toEqual([kept.endpoint])
    const left = await database
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, rep.id))
    expect(left).toEqual([{ endpoint: kept.endpoint }])
    expect(await queuedFor([leadId])).toEqual([])
  })

  it('a failing push service: retried with backoff for the device not reached, then given up', async () => {
    const rep = await repWithDevices('Rep Flaky', 2)
    const [flaky, fine] = rep.subscriptions as [
      (typeof rep.subscriptions)[0],
      (typeof rep.subscriptions)[0],
    ]
    push.answer(flaky.endpoint, 503)
    await route({ autoAssign: true, reps: [rep.id] })
    const leadId = await consultation('Flaky Service')
    await drain()
    expect(push.received.map((each) => each.endpoint)).toEqual([fine.endpoint])
    let [row] = await queuedFor([leadId])
    expect(row).toMatchObject({ attempts: 1, delivered: [expect.any(String)], failedAt: null })
    expect(row!.lastError).toContain('503')
    // Each retry goes to the failing device only; after the last attempt it is given up.
    for (let attempt = 2; attempt <= PUSH_MAX_ATTEMPTS; attempt += 1) {
      await drain(new Date(row!.nextAttemptAt.getTime() + 1))
      ;[row] = await queuedFor([leadId])
      expect(row!.attempts).toBe(attempt)
    }
    expect(row!.failedAt).not.toBeNull()
    expect(push.received.map((each) => each.endpoint)).toEqual([fine.endpoint])
    // Both devices stay: a busy service is no reason to forget a phone.
    expect(
      await database.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, rep.id)),
    ).toHaveLength(2)
  })
})

describe('claims', () => {
  it('two senders at once deliver each push exactly once', async () => {
    const rep = await repWithDevices('Rep Busy')
    await route({ autoAssign: true, reps: [rep.id] })
    const leadIds = await Promise.all(
      Array.from({ length: 30 }, (_, i) => consultation(`Burst ${i}`)),
    )
    expect(await queuedFor(leadIds)).toHaveLength(30)
    await Promise.all([drain(), drain()])
    // Each sender's pass is one notification on the device; together they announce all 30.
    const announced = payloads().reduce((sum, each) => sum + each.leads, 0)
    expect(announced).toBe(30)
    expect(await queuedFor(leadIds)).toEqual([])
  })

  it('a burst for one person is one notification per device: counted, the newest three named, in their language', async () => {
    const rep = await repWithDevices('Rep Burst', 2, 'ar')
    await route({ autoAssign: true, reps: [rep.id] })
    const leadIds: string[] = []
    for (let i = 0; i < 5; i += 1) leadIds.push(await consultation(`Burst Ar ${i}`))
    await drain()
    expect(push.received.map((each) => each.endpoint).sort()).toEqual(
      rep.subscriptions.map((each) => each.endpoint).sort(),
    )
    const [first, second] = payloads()
    expect(second).toEqual(first)
    expect(first).toMatchObject({
      title: '5 عملاء جدد',
      body: 'Burst Ar 4\nBurst Ar 3\nBurst Ar 2\nوعميلان آخران',
      url: '/admin/leads',
      call: null,
      whatsapp: null,
      lang: 'ar',
      dir: 'rtl',
      leads: 5,
    })
    expect(await queuedFor(leadIds)).toEqual([])
  })
})

describe('subscriptions', () => {
  it('are taken only for the known push services (and listed hosts)', async () => {
    const rep = await insertStaff('moderator', 'Rep SSRF')
    const keys = push.subscribe().keys
    for (const endpoint of ['http://169.254.169.254/latest', 'https://10.0.0.1/push'])
      await expect(savePushSubscription(rep.id, { endpoint, keys }, PHONE_UA)).rejects.toThrow(
        'account.push.fieldErrors.endpoint',
      )
  })

  it('each person reads only their own devices and switches; a plain user none', async () => {
    const owner = await repWithDevices('Rep Reader', 2)
    const other = await repWithDevices('Rep Neighbour')
    await savePushSetting(owner.id, 'quietHours', true)
    const mine = await readMyPush({ viewer: testViewer('moderator', owner) })
    expect(mine.devices.map((device) => device.endpoint).sort()).toEqual(
      owner.subscriptions.map((each) => each.endpoint).sort(),
    )
    expect(mine.settings).toEqual({ enabled: true, quietHours: true })
    expect(mine.publicKey).toBe((await readVapidKeys()).publicKey)
    const theirs = await readMyPush({ viewer: testViewer('moderator', other) })
    expect(theirs.devices.map((device) => device.endpoint)).toEqual([
      other.subscriptions[0]!.endpoint,
    ])
    expect(theirs.settings).toEqual({ enabled: true, quietHours: false })
    await expect(readMyPush({ viewer: testViewer('user', owner) })).rejects.toThrow(
      'Not authorized',
    )
  })

  it('nobody removes another person’s device', async () => {
    const owner = await repWithDevices('Rep Owner')
    const other = await insertStaff('moderator', 'Rep Other')
    const [device] = await database
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, owner.id))
    await expect(removePushDevice(other.id, device!.id)).rejects.toThrow(
      'account.push.fieldErrors.device',
    )
    expect(
      await database.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, device!.id)),
    ).toHaveLength(1)
    await removePushDevice(owner.id, device!.id)
    expect(
      await database.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, device!.id)),
    ).toEqual([])
  })

  it('a browser subscribed again by someone else signing in there is theirs from then on', async () => {
    const first = await repWithDevices('Rep First')
    const second = await insertStaff('moderator', 'Rep Second')
    const shared = first.subscriptions[0]!
    await savePushSubscription(second.id, shared, PHONE_UA)
    const rows = await database
      .select({ userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, shared.endpoint))
    expect(rows).toEqual([{ userId: second.id }])
  })
})
