import 'server-only'
import { db } from '@/lib/db/client'
import { cairoDay } from '@/lib/i18n/business-time'
import { MAIL_KINDS } from '@/lib/mail/mail-kinds'
import { queueMail } from '@/lib/mail/queue-mail'
import { readRepDay } from './read-rep-day'

/**
 * "Email me today's list": the morning digest's mail for one rep, now. Returns how many
 * follow-ups it lists (0 queues nothing: there is nothing to send).
 */
export async function queueDayMail(userId: string, now = new Date()): Promise<number> {
  const day = cairoDay(now)
  const items = await readRepDay(userId, day)
  if (items.length === 0) return 0
  await queueMail(db(), { kind: MAIL_KINDS.leadDigest, payload: { userId, day } })
  return items.length
}
