import {
  Building2,
  Car,
  Clock,
  Dumbbell,
  GraduationCap,
  Hospital,
  Landmark,
  MapPin,
  Plane,
  School,
  ShoppingBag,
  Sun,
  TrainFront,
  Trees,
  Utensils,
  Waves,
  type LucideIcon,
} from 'lucide-react'
import type { HighlightIcon } from '@/lib/content/highlight-icons'

const GLYPHS: Record<HighlightIcon, LucideIcon> = {
  'map-pin': MapPin,
  plane: Plane,
  car: Car,
  train: TrainFront,
  school: School,
  'graduation-cap': GraduationCap,
  hospital: Hospital,
  'shopping-bag': ShoppingBag,
  utensils: Utensils,
  trees: Trees,
  waves: Waves,
  sun: Sun,
  building: Building2,
  landmark: Landmark,
  dumbbell: Dumbbell,
  clock: Clock,
}

/** A location highlight's icon (decorative: the label says what it is). */
export function HighlightIconGlyph({ icon, className }: { icon: string; className?: string }) {
  const Glyph = GLYPHS[icon as HighlightIcon] ?? MapPin
  return <Glyph className={className} aria-hidden />
}
