import 'server-only'
import { db } from '@/lib/db/client'
import { MAIL_KINDS } from '@/lib/mail/mail-kinds'
import { queueMail } from '@/lib/mail/queue-mail'
import { readRepDay } from '@/lib/mail/kinds/read-rep-day'

/**
 * "E-mail me my day": the morning digest's mail of one rep for a Cairo day, now. Returns how many
 * follow-ups it lists (0 queues nothing: there is nothing to send).
 */
export async function queueDayMail(userId: string, day: string): Promise<number> {
  const items = await readRepDay(userId, day)
  if (items.length === 0) return 0
  await queueMail(db(), { kind: MAIL_KINDS.leadDigest, payload: { userId, day } })
  return items.length
}
