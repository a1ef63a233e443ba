import 'server-only'
import type { ActorSource } from '@/lib/activity/actor-of'
import { LEAD_ROUTING_KEY } from './saved-settings'
import { DEFAULT_LEAD_ROUTING, leadRoutingSchema, type LeadRouting } from './lead-routing-schema'
import { writeSetting } from './write-setting'

/** Saves Settings › Leads › Automatic assignment, with the change in the activity log. */
export function saveLeadRouting(
  routing: LeadRouting,
  by: ActorSource,
  now = new Date(),
): Promise<void> {
  // Empty project teams are no teams: the project goes back to the main rotation.
  const projectReps = Object.fromEntries(
    Object.entries(routing.projectReps).filter(([, reps]) => reps.length > 0),
  )
  return writeSetting({
    key: LEAD_ROUTING_KEY,
    value: { ...routing, projectReps },
    schema: leadRoutingSchema,
    fallback: () => DEFAULT_LEAD_ROUTING,
    by,
    now,
  })
}
