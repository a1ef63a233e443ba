/** "+25%" / "-10%" / "0%"; null when leads came after none (the caller words it "New"). */
export function growthText(current: number, previous: number): string | null {
  if (previous === 0) return current > 0 ? null : '0%'
  const change = Math.round(((current - previous) / previous) * 100)
  return `${change > 0 ? '+' : ''}${change}%`
}

/**
 * A duration's shape and parts, for the catalogue's `leads.duration` message: minutes under an
 * hour, hours (and minutes) under a day, else days (and hours); "none" when there is nothing.
 */
export function durationParts(minutes: number | null) {
  if (minutes === null || !Number.isFinite(minutes)) return { shape: 'none', d: 0, h: 0, min: 0 }
  const total = Math.round(minutes)
  if (total < 60) return { shape: 'm', d: 0, h: 0, min: total }
  if (total < 24 * 60) {
    const min = total % 60
    return { shape: min ? 'hm' : 'h', d: 0, h: Math.floor(total / 60), min }
  }
  const h = Math.floor((total % (24 * 60)) / 60)
  return { shape: h ? 'dh' : 'd', d: Math.floor(total / (24 * 60)), h, min: 0 }
}

/** "40%" of a whole (the funnel's steps against step 1). */
export const shareText = (part: number, whole: number) =>
  whole ? `${Math.round((part / whole) * 100)}%` : '—'
