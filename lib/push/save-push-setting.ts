import 'server-only'
import { db } from '@/lib/db/client'
import { pushSettings } from '@/lib/db/schema'

/** Sets one of the person's push switches (on/off, quiet outside business hours). */
export async function savePushSetting(
  userId: string,
  setting: 'enabled' | 'quietHours',
  value: boolean,
  now = new Date(),
): Promise<void> {
  await db()
    .insert(pushSettings)
    .values({ userId, [setting]: value, updatedAt: now })
    .onConflictDoUpdate({ target: pushSettings.userId, set: { [setting]: value, updatedAt: now } })
}
