import 'server-only'
import { asc, eq } from 'drizzle-orm'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/actions/require-permission'
import { db } from '@/lib/db/client'
import { pushSettings, pushSubscriptions } from '@/lib/db/schema'
import { DEFAULT_PUSH_SETTINGS, type PushSettings } from './push-schemas'
import { readVapidKeys } from './read-vapid-keys'

export type PushDevice = {
  id: string
  device: string
  /** So the browser can tell which of the list it is itself. */
  endpoint: string
  createdAt: Date
  lastSuccessAt: Date | null
}

export type MyPush = { devices: PushDevice[]; settings: PushSettings; publicKey: string }

/**
 * My Account › Notifications: the viewer's own devices and switches, and the public key the
 * browser subscribes with. Only ever the viewer's own rows.
 */
export async function readMyPush({ viewer }: { viewer: Viewer }): Promise<MyPush> {
  requirePermission(viewer, 'account')
  const [devices, [settings], keys] = await Promise.all([
    db()
      .select({
        id: pushSubscriptions.id,
        device: pushSubscriptions.device,
        endpoint: pushSubscriptions.endpoint,
        createdAt: pushSubscriptions.createdAt,
        lastSuccessAt: pushSubscriptions.lastSuccessAt,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, viewer.userId))
      .orderBy(asc(pushSubscriptions.createdAt)),
    db()
      .select({ enabled: pushSettings.enabled, quietHours: pushSettings.quietHours })
      .from(pushSettings)
      .where(eq(pushSettings.userId, viewer.userId)),
    readVapidKeys(),
  ])
  return { devices, settings: settings ?? DEFAULT_PUSH_SETTINGS, publicKey: keys.publicKey }
}
