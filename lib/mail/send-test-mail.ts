import 'server-only'
import { db } from '@/lib/db/client'
import { MAIL_KINDS } from './mail-kinds'
import { queueMail } from './queue-mail'
import { sendQueuedNow, type Delivery } from './send-queued-now'

/**
 * Settings › Mail's test: queued like any mail (it shows in the outbox) and sent at once, so
 * the answer says whether the mail server took it. `by`: the admin sending it (its language).
 */
export async function sendTestMail(
  to: string,
  by: { userId: string; name: string },
): Promise<Delivery> {
  const [id] = await queueMail(db(), {
    kind: MAIL_KINDS.testMail,
    payload: { to, requestedBy: by.name, requestedById: by.userId },
  })
  return sendQueuedNow(id!)
}
