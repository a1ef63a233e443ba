'use server'

import type { ActionResult } from '@/lib/actions/action-result'
import { staffAction } from '@/lib/actions/staff-action'
import { leadSettingsSchema } from './lead-settings-schema'
import { saveLeadSettings } from './save-lead-settings'

/** Settings › Leads (admin only). */
export async function submitLeadSettings(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  return staffAction(
    { permission: 'administration', schema: leadSettingsSchema, formData },
    async (input, viewer) => {
      await saveLeadSettings(input, viewer.userId)
      return null
    },
  )
}
