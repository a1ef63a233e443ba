import 'server-only'
import { sendQueuedNow, type Delivery } from '@/lib/mail/send-queued-now'
import type { IssuedInvitation } from './issue-invitation'

/** What the admin learns of an invitation just issued. */
export type InvitationDelivery = {
  email: string
  delivery: Delivery
  /** The one-time link, for the admin to pass on: only when the mail did not leave. */
  link: string | null
}

/** Sends the invitation's mail at once (after its transaction), so 'sent' means it left. */
export async function deliverInvitation(
  issued: IssuedInvitation,
  email: string,
): Promise<InvitationDelivery> {
  const delivery = await sendQueuedNow(issued.messageId)
  return { email, delivery, link: delivery.sent ? null : issued.link }
}
