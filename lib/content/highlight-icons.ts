/**
 * The icons a location highlight may show (staff pick one from this visible set). Names are
 * lucide's; the public page maps each to its icon.
 */
export const HIGHLIGHT_ICONS = [
  'map-pin',
  'plane',
  'car',
  'train',
  'school',
  'graduation-cap',
  'hospital',
  'shopping-bag',
  'utensils',
  'trees',
  'waves',
  'sun',
  'building',
  'landmark',
  'dumbbell',
  'clock',
] as const

export type HighlightIcon = (typeof HIGHLIGHT_ICONS)[number]

export const isHighlightIcon = (value: unknown): value is HighlightIcon =>
  HIGHLIGHT_ICONS.includes(value as HighlightIcon)
