import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { Queryable } from '@/lib/db/types'
import { MAIL_KINDS } from '@/lib/mail/mail-kinds'
import { MAIL_PAYLOADS, parseMailPayload } from '@/lib/mail/mail-payloads'
import { queueMail } from '@/lib/mail/queue-mail'

const leadId = randomUUID()

describe('outbox payloads, one schema per mail kind', () => {
  it('has a schema for every kind the outbox knows', () => {
    expect(Object.keys(MAIL_PAYLOADS).sort()).toEqual(Object.values(MAIL_KINDS).sort())
  })

  it('reads what the queue sites store, a retry’s sentTo list included', () => {
    const stored = [
      [MAIL_KINDS.leadNotification, { leadId, sentTo: ['sales@example.com'] }],
      [MAIL_KINDS.leadAssignment, { leadId, assigneeId: 'u1', assignedBy: null }],
      [MAIL_KINDS.leadHandedOver, { leadId, userId: 'u1', toId: null, by: null }],
      [MAIL_KINDS.leadDigest, { userId: 'u1', day: '2031-02-03' }],
    ] as const
    for (const [kind, payload] of stored)
      expect(parseMailPayload(kind, payload), kind).toMatchObject({ ok: true })
    // A hand-over queued before the reason was stored reads as a manager's assignment.
    expect(parseMailPayload(MAIL_KINDS.leadHandedOver, { leadId, userId: 'u1' })).toMatchObject({
      ok: true,
      payload: { reason: 'assigned' },
    })
  })

  it('says what is wrong with a payload, by path, without its values', () => {
    const parsed = parseMailPayload(MAIL_KINDS.passwordReset, { to: 'nadia@example.com' })
    expect(parsed).toEqual({
      ok: false,
      error:
        'Outbox payload of kind "password_reset" is not valid: url: Invalid input: expected string, received undefined',
    })
    expect(parseMailPayload(MAIL_KINDS.leadDigest, 'not an object')).toMatchObject({
      ok: false,
      error: expect.stringContaining(': (payload): '),
    })
  })
})

/** Never run: tsc checks that queueMail takes each kind's payload and nothing else. */
export async function queueMailIsTypedByKind(q: Queryable) {
  await queueMail(q, { kind: MAIL_KINDS.leadReminder, payload: { leadId, userId: 'u1' } })
  // @ts-expect-error a reminder names the person reminded
  await queueMail(q, { kind: MAIL_KINDS.leadReminder, payload: { leadId } })
  // @ts-expect-error a digest's payload is not a reminder's
  await queueMail(q, { kind: MAIL_KINDS.leadDigest, payload: { leadId, userId: 'u1' } })
  // @ts-expect-error a kind the outbox does not know
  await queueMail(q, { kind: 'lead_gossip', payload: {} })
}
