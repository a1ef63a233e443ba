import { addDays, cairoDay, fromCairoWallTime } from '@/lib/i18n/business-time'

/**
 * What a read of the daily figures covers: whole Cairo days (both inclusive) read from the
 * figures, plus (sign 1) or minus (sign -1) the leads that arrived in some moments, counted
 * from the leads themselves: a rolling window's partial first and last days.
 */
export type FigureSpan = {
  days: { from: string; to: string } | null
  edges: { start: Date; end: Date; sign: 1 | -1 }[]
}

/** Whole Cairo days, both inclusive ("2032-05-01" to "2032-05-31"). */
export const daySpan = (days: { from: string; to: string }): FigureSpan => ({ days, edges: [] })

const dayStart = (day: string) => fromCairoWallTime(day)!

/**
 * The moments from `start` to `end` (excluded) as whole days and the leads of partial ones.
 * A partial day is read the cheaper way: its part inside the window added, or the whole day
 * taken with its part outside subtracted, whichever is the shorter time, or the part after
 * `end` when `end` is now or later (no lead has arrived after now). Exact either way.
 */
export function momentSpan(start: Date, end: Date, present = new Date()): FigureSpan {
  if (end <= start) return { days: null, edges: [] }
  const edges: FigureSpan['edges'] = []
  const startDay = cairoDay(start)
  const startDayStart = dayStart(startDay)
  let first = startDay
  if (startDayStart.getTime() !== start.getTime()) {
    const next = dayStart(addDays(startDay, 1))
    if (next.getTime() - start.getTime() <= start.getTime() - startDayStart.getTime()) {
      edges.push({ start, end: next, sign: 1 })
      first = addDays(startDay, 1)
    } else edges.push({ start: startDayStart, end: start, sign: -1 })
  }
  const endDay = cairoDay(end)
  const endDayStart = dayStart(endDay)
  let last = addDays(endDay, -1)
  if (endDayStart.getTime() !== end.getTime()) {
    const next = dayStart(addDays(endDay, 1))
    if (end >= present || next.getTime() - end.getTime() < end.getTime() - endDayStart.getTime()) {
      edges.push({ start: end, end: next, sign: -1 })
      last = endDay
    } else edges.push({ start: endDayStart, end, sign: 1 })
  }
  // Within a day or two, the parts would overlap: the leads alone.
  if (first > last) return { days: null, edges: [{ start, end, sign: 1 }] }
  return { days: { from: first, to: last }, edges }
}
