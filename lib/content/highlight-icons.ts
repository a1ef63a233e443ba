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

/** What each icon stands for, for the admin's picker (English back office). */
export const HIGHLIGHT_ICON_LABELS: Record<HighlightIcon, string> = {
  'map-pin': 'Place',
  plane: 'Airport',
  car: 'Drive',
  train: 'Train / metro',
  school: 'School',
  'graduation-cap': 'University',
  hospital: 'Hospital',
  'shopping-bag': 'Shopping',
  utensils: 'Restaurants',
  trees: 'Park',
  waves: 'Sea / beach',
  sun: 'Resort',
  building: 'Business district',
  landmark: 'Landmark',
  dumbbell: 'Sports club',
  clock: 'Time',
}
