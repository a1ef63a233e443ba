import type { BadgeTone } from '@/components/ui/badge'

/** Spec §4 badges: published and available primary, draft secondary, sold destructive. */
export function statusTone(status: string): BadgeTone {
  if (status === 'published' || status === 'available') return 'primary'
  if (status === 'sold') return 'destructive'
  if (status === 'draft') return 'secondary'
  return 'outline'
}
