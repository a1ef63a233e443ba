import 'server-only'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/auth/require-permission'
import { readStaffMembers, type StaffMember } from './read-staff-members'

/** The staff leads can be assigned to, for the inbox's filters and the assignment menus. */
export async function listStaff({ viewer }: { viewer: Viewer }): Promise<StaffMember[]> {
  requirePermission(viewer, 'leads')
  return readStaffMembers()
}
