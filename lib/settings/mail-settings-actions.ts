'use server'

import type { ActionResult } from '@/lib/actions/action-result'
import { actorOf } from '@/lib/activity/actor-of'
import { AppError } from '@/lib/actions/app-error'
import { staffAction } from '@/lib/actions/staff-action'
import { outboxMailSchema, outboxMessageIdSchema, testMailSchema } from '@/lib/mail/mail-schemas'
import { readOutboxMail, type OutboxMailText } from '@/lib/settings/read-outbox-mail'
import type { Delivery } from '@/lib/mail/send-queued-now'
import { sendTestMail } from '@/lib/mail/send-test-mail'
import { readSalesInbox } from './read-sales-inbox'

/** Settings › Mail › Send a test mail (admin only): says whether the mail server took it. */
export async function sendTestMailAction(
  _previous: ActionResult<Delivery> | null,
  formData: FormData,
): Promise<ActionResult<Delivery>> {
  return staffAction(
    { permission: 'administration', schema: testMailSchema, formData },
    async ({ to }, viewer) => sendTestMail(to, actorOf(viewer)),
  )
}

/** Settings › Mail › outbox: one mail's text (admin only; it may hold a link or a lead). */
export async function showOutboxMailAction(
  _previous: ActionResult<OutboxMailText[] | null> | null,
  formData: FormData,
): Promise<ActionResult<OutboxMailText[] | null>> {
  return staffAction(
    { permission: 'administration', schema: outboxMailSchema, formData },
    async ({ id }) => {
      const parsed = outboxMessageIdSchema.safeParse(id)
      if (!parsed.success) throw AppError.notFound('settings.fieldErrors.mailGone')
      return readOutboxMail(parsed.data, await readSalesInbox())
    },
  )
}
