import 'server-only'
import { env } from '@/lib/env'

/** Whether mail can leave at all (SMTP_URL is set), and the sender it goes out as. */
export function mailServer(): { configured: boolean; from: string } {
  const { SMTP_URL, MAIL_FROM } = env()
  return { configured: Boolean(SMTP_URL), from: MAIL_FROM }
}
