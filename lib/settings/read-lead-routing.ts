import 'server-only'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/actions/require-permission'
import type { LeadRouting } from './lead-routing-schema'
import { readSettings } from './read-settings'
import { LEAD_ROUTING_KEY } from './saved-settings'

/** Who new leads go to automatically (Settings, admin only); off where nothing is saved. */
export async function readLeadRouting({ viewer }: { viewer: Viewer }): Promise<LeadRouting> {
  requirePermission(viewer, 'administration')
  return (await readSettings([LEAD_ROUTING_KEY]))[LEAD_ROUTING_KEY]
}
