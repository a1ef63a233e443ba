import 'server-only'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/actions/require-permission'
import { readStaffMembers, type StaffMember } from './read-staff-members'

/**
 * The staff leads can be assigned to, for the inbox's filters and the assignment menus, each
 * named as the viewer reads them: by their Arabic name in an Arabic portal, when they gave one.
 */
export async function listStaff({ viewer }: { viewer: Viewer }): Promise<StaffMember[]> {
  requirePermission(viewer, 'leads')
  const members = await readStaffMembers()
  if (viewer.locale !== 'ar') return members
  return members.map((member) => ({ ...member, name: member.nameAr?.trim() || member.name }))
}
