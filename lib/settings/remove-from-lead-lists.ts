import 'server-only'
import type { ActorSource } from '@/lib/activity/actor-of'
import type { Tx } from '@/lib/db/types'
import { listsOf, onNoList, withoutPerson, type ListedPerson, type PersonLists } from './lead-lists'
import { leadRoutingSchema } from './lead-routing-schema'
import { readSettingForUpdate } from './read-setting-for-update'
import { LEAD_ROUTING_KEY, settingOf, SITE_SETTINGS_KEY } from './saved-settings'
import { siteSettingsSchema } from './site-settings-schema'
import { writeSettingIn } from './write-setting'

/**
 * Takes a person out of every list that sends them leads (the sales inbox of Settings ›
 * Company, the rotation and project teams of Automatic assignment), in the caller's
 * transaction (a deactivation), each change in the activity log. Returns what named them.
 */
export async function removeFromLeadLists(
  tx: Tx,
  person: ListedPerson,
  by: ActorSource,
  now: Date,
): Promise<PersonLists> {
  const site = settingOf(SITE_SETTINGS_KEY, await readSettingForUpdate(tx, SITE_SETTINGS_KEY))
  const routing = settingOf(LEAD_ROUTING_KEY, await readSettingForUpdate(tx, LEAD_ROUTING_KEY))
  const lists = { recipients: site.leadRecipients, routing }
  const named = listsOf(lists, person)
  if (onNoList(named)) return named
  const left = withoutPerson(lists, person, by.email)
  if (named.recipients)
    await writeSettingIn(tx, {
      key: SITE_SETTINGS_KEY,
      value: { ...site, leadRecipients: left.recipients },
      schema: siteSettingsSchema,
      fallback: () => site,
      by,
      now,
    })
  if (named.rotation || named.projectIds.length)
    await writeSettingIn(tx, {
      key: LEAD_ROUTING_KEY,
      value: left.routing,
      schema: leadRoutingSchema,
      fallback: () => routing,
      by,
      now,
    })
  return named
}
