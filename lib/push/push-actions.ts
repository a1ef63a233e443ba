'use server'

import { headers } from 'next/headers'
import type { ActionResult } from '@/lib/actions/action-result'
import { staffAction } from '@/lib/actions/staff-action'
import { removePushDevice } from './remove-push-device'
import { pushDeviceSchema, pushSettingSchema, pushSubscriptionSchema } from './push-schemas'
import { savePushSetting } from './save-push-setting'
import { savePushSubscription } from './save-push-subscription'

/** My Account › Notifications: this browser's push subscription, for the person signed in. */
export async function savePushSubscriptionAction(
  _previous: ActionResult<{ id: string }> | null,
  formData: FormData,
): Promise<ActionResult<{ id: string }>> {
  return staffAction(
    { permission: 'account', schema: pushSubscriptionSchema, formData },
    async (subscription, viewer) => {
      const userAgent = (await headers()).get('user-agent')
      return { id: await savePushSubscription(viewer.userId, subscription, userAgent) }
    },
  )
}

/** My Account › Notifications › Remove: one of the viewer's own devices, no one else's. */
export async function removePushDeviceAction(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  return staffAction(
    { permission: 'account', schema: pushDeviceSchema, formData },
    async ({ deviceId }, viewer) => {
      await removePushDevice(viewer.userId, deviceId)
      return null
    },
  )
}

/** My Account › Notifications: pause or resume pushes, quiet outside business hours or not. */
export async function savePushSettingAction(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  return staffAction(
    { permission: 'account', schema: pushSettingSchema, formData },
    async ({ setting, value }, viewer) => {
      await savePushSetting(viewer.userId, setting, value)
      return null
    },
  )
}
