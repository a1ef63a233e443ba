import 'server-only'
import { denialOf, type Denial } from './denial-of'
import { getViewer, type Viewer } from './get-viewer'
import type { Permission } from './permissions'

export type Authorization = { ok: true; viewer: Viewer } | { ok: false; denial: Denial }

/**
 * The session and role check at the edge of a request (pages, server actions, route handlers);
 * the reads they call are handed the viewer and check it with requirePermission.
 */
export async function authorize(permission: Permission): Promise<Authorization> {
  const viewer = await getViewer()
  if (!viewer) return { ok: false, denial: 'unauthenticated' }
  const denial = denialOf(viewer, permission)
  return denial ? { ok: false, denial } : { ok: true, viewer }
}
