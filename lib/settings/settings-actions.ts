'use server'

import type { ActionResult } from '@/lib/actions/action-result'
import { staffAction } from '@/lib/actions/staff-action'
import { expirePublicContent } from '@/lib/content/expire-public-content'
import { leadRoutingSchema } from './lead-routing-schema'
import { leadSettingsSchema } from './lead-settings-schema'
import { saveLeadRouting } from './save-lead-routing'
import { saveLeadSettings } from './save-lead-settings'
import { saveSiteSettings } from './save-site-settings'
import { siteSettingsSchema } from './site-settings-schema'

/** Settings › Leads (admin only). */
export async function submitLeadSettings(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  return staffAction(
    { permission: 'administration', schema: leadSettingsSchema, formData },
    async (input, viewer) => {
      await saveLeadSettings(input, viewer)
      return null
    },
  )
}

/** Settings › Company (admin only): the public pages show it at once, on every instance. */
export async function submitSiteSettings(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  const result = await staffAction(
    { permission: 'administration', schema: siteSettingsSchema, formData },
    async (input, viewer) => {
      await saveSiteSettings(input, viewer)
      return null
    },
  )
  if (result.ok) await expirePublicContent('action')
  return result
}

/** Settings › Leads › Automatic assignment (admin only). */
export async function submitLeadRouting(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  return staffAction(
    { permission: 'administration', schema: leadRoutingSchema, formData },
    async (input, viewer) => {
      await saveLeadRouting(input, viewer)
      return null
    },
  )
}
