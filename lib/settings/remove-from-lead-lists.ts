import 'server-only'
import type { ActorSource } from '@/lib/activity/actor-of'
import type { Tx } from '@/lib/db/types'
import { env } from '@/lib/env'
import { defaultSiteSettings } from './default-site-settings'
import { LEAD_ROUTING_KEY } from './get-lead-routing'
import { listsOf, onNoList, withoutPerson, type ListedPerson, type PersonLists } from './lead-lists'
import { DEFAULT_LEAD_ROUTING, leadRoutingSchema } from './lead-routing-schema'
import { readSettingForUpdate } from './read-setting-for-update'
import { SITE_SETTINGS_KEY } from './read-site-settings'
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
  const siteSaved = siteSettingsSchema.safeParse(await readSettingForUpdate(tx, SITE_SETTINGS_KEY))
  const site = siteSaved.success ? siteSaved.data : defaultSiteSettings(env().LEADS_NOTIFY_TO)
  const routingSaved = leadRoutingSchema.safeParse(await readSettingForUpdate(tx, LEAD_ROUTING_KEY))
  const routing = routingSaved.success ? routingSaved.data : DEFAULT_LEAD_ROUTING
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
