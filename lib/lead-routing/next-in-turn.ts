/**
 * Round-robin: the rep after the one who had the last lead, in a fixed order (ids sorted), so
 * someone leaving or coming back from away does not reset anyone else's turn.
 */
export function nextInTurn(eligible: readonly string[], last: string | null): string | null {
  const order = [...eligible].sort()
  if (!order.length) return null
  return order.find((id) => last !== null && id > last) ?? order[0]!
}
