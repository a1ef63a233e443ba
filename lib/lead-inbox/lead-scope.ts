import 'server-only'
import { eq, isNull, or, type SQL } from 'drizzle-orm'
import type { ActorSource } from '@/lib/activity/actor-of'
import type { Viewer } from '@/lib/auth/get-viewer'
import { can } from '@/lib/auth/permissions'
import { leads } from '@/lib/db/schema'
import type { Queryable } from '@/lib/db/types'
import { readIntakeSettings } from '@/lib/settings/read-intake-settings'

/**
 * Which leads a person may see and work: every lead (managers, moderators), or a sales rep's
 * own, with the leads nobody has while Settings › Automatic assignment lets reps take them.
 */
export type LeadScope = { all: true } | { all: false; userId: string; claim: boolean }

/** Who is asking, as far as the scope goes (a viewer, or an action's actor with its role). */
export type LeadWorker = Pick<Viewer, 'userId' | 'role'>

export async function leadScopeOf(worker: LeadWorker, q?: Queryable): Promise<LeadScope> {
  if (can(worker.role, 'teamLeads')) return { all: true }
  const { routing } = await readIntakeSettings(q)
  return { all: false, userId: worker.userId, claim: routing.repsClaim }
}

/** The scope as a condition on `leads` (undefined: every lead). */
export function scopeCondition(scope: LeadScope): SQL | undefined {
  if (scope.all) return undefined
  const own = eq(leads.assigneeId, scope.userId)
  return scope.claim ? or(own, isNull(leads.assigneeId)) : own
}

/** Whether one lead is in the scope. */
export const inScope = (scope: LeadScope, lead: { assigneeId: string | null }) =>
  scope.all || lead.assigneeId === scope.userId || (scope.claim && lead.assigneeId === null)

/** Who changes a lead: named in its timeline, and held to their scope. */
export type LeadActor = ActorSource & LeadWorker
