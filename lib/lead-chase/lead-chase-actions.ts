'use server'

import type { ActionResult } from '@/lib/actions/action-result'
import { staffCall } from '@/lib/actions/staff-action'
import { queueDayMail } from './queue-day-mail'

/** "Email me today's list" (admin and moderator): the count of follow-ups it lists. */
export async function mailMyDayAction(): Promise<ActionResult<number>> {
  return staffCall('leads', (viewer) => queueDayMail(viewer.userId))
}
