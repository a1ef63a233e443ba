import 'server-only'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/actions/require-permission'
import { readLeadRouting } from './read-lead-routing'
import type { LeadLists } from './lead-lists'
import { readSiteSettings } from './read-site-settings'

/** Every list that sends staff leads, as saved (admin only: the Staff page's deactivation). */
export async function readLeadLists({ viewer }: { viewer: Viewer }): Promise<LeadLists> {
  requirePermission(viewer, 'administration')
  const [site, routing] = await Promise.all([readSiteSettings(), readLeadRouting({ viewer })])
  return { recipients: site.leadRecipients, routing }
}
