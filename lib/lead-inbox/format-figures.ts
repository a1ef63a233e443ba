/** "+25%" / "-10%" / "0%"; "New" when there was nothing to compare with. */
export function growthText(current: number, previous: number): string {
  if (previous === 0) return current > 0 ? 'New' : '0%'
  const change = Math.round(((current - previous) / previous) * 100)
  return `${change > 0 ? '+' : ''}${change}%`
}

/** "42 min", "3 h 10 min", "2 days 4 h"; "—" when there is nothing to show. */
export function durationText(minutes: number | null): string {
  if (minutes === null || !Number.isFinite(minutes)) return '—'
  const total = Math.round(minutes)
  if (total < 60) return `${total} min`
  if (total < 24 * 60) {
    const rest = total % 60
    return `${Math.floor(total / 60)} h${rest ? ` ${rest} min` : ''}`
  }
  const hours = Math.floor((total % (24 * 60)) / 60)
  return `${Math.floor(total / (24 * 60))} days${hours ? ` ${hours} h` : ''}`
}

/** "40%" of a whole (the funnel's steps against step 1). */
export const shareText = (part: number, whole: number) =>
  whole ? `${Math.round((part / whole) * 100)}%` : '—'
