'use server'

import { z } from 'zod'
import { messageKey } from '@/lib/admin-catalogue/admin-message-key'
import type { ActionResult } from '@/lib/actions/action-result'
import { staffAction } from '@/lib/actions/staff-action'
import { queueDayMail } from './queue-day-mail'

const daySchema = z.object({
  day: z
    .string(messageKey('leads.fieldErrors.chooseDay'))
    .regex(/^\d{4}-\d{2}-\d{2}$/, messageKey('leads.fieldErrors.chooseDay')),
})

/**
 * "E-mail me my day" (admin and moderator): the viewer's follow-ups of the Cairo day the
 * page showed, mailed now. Answers how many it lists.
 */
export async function mailMyDayAction(
  _previous: ActionResult<number> | null,
  formData: FormData,
): Promise<ActionResult<number>> {
  return staffAction({ permission: 'leads', schema: daySchema, formData }, (input, viewer) =>
    queueDayMail(viewer.userId, input.day),
  )
}
