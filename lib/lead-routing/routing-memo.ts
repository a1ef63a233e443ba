import 'server-only'
import type { Rep, Rotation } from './read-routing-state'

/**
 * What the last committed routing read and wrote, kept by this process: where each rotation
 * stands and who could take leads. A group of leads routed from it is written with a check of
 * both (routingStillAsRemembered), so a memory another writer (re-routing, an away switch,
 * another instance) has made stale costs one refused statement, never a wrong turn.
 */
export type RoutingMemo = {
  rotations: Map<string, Rotation>
  staff: Map<string, Rep>
  /** The staff as masar_routing_holds compares them, written once when they are read. */
  staffText: string
}

let memo: RoutingMemo | null = null

/** A copy: routing moves rotations it is given, and a refused statement must not. */
export function rememberedRouting(): RoutingMemo | null {
  if (!memo) return null
  return {
    rotations: new Map([...memo.rotations].map(([pool, rotation]) => [pool, { ...rotation }])),
    staff: new Map(memo.staff),
    staffText: memo.staffText,
  }
}

/** After a commit: these rotations as written, and the staff as read (if read). */
export function rememberRouting(rotations: Iterable<Rotation>, staff?: Map<string, Rep>) {
  const next: RoutingMemo = memo ?? { rotations: new Map(), staff: new Map(), staffText: '' }
  for (const rotation of rotations) next.rotations.set(rotation.pool, { ...rotation })
  memo = staff
    ? { rotations: next.rotations, staff: new Map(staff), staffText: textOf(staff) }
    : next
}

export function forgetRouting() {
  memo = null
}

/** The staff as one text, "id name" a line in byte order, as masar_routing_holds writes it. */
const textOf = (staff: Map<string, Rep>) =>
  [...staff.values()]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((rep) => `${rep.id} ${rep.name}`)
    .join('\n')

/** What masar_routing_holds compares with who can take leads now. */
export const staffAsRemembered = (remembered: RoutingMemo) => remembered.staffText
