import 'server-only'
import type { Queryable } from '@/lib/db/types'
import { listStaff } from '@/lib/lead-inbox/list-staff'

export type Rep = { id: string; name: string }

/** The staff who can take a lead now, by id: the inbox's staff list, active and not away. */
export async function availableStaff(q: Queryable): Promise<Map<string, Rep>> {
  const staff = await listStaff(q)
  return new Map(
    staff
      .filter((member) => member.active && !member.away)
      .map((member) => [member.id, { id: member.id, name: member.name }]),
  )
}
