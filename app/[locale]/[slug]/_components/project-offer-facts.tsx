import { CalendarCheck, MapPin, Tag, Wallet } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'

export type OfferFact = { icon: 'location' | 'price' | 'payment' | 'delivery'; text: string }

const ICONS: Record<OfferFact['icon'], LucideIcon> = {
  location: MapPin,
  price: Tag,
  payment: Wallet,
  delivery: CalendarCheck,
}

/**
 * The offer in short (where, from how much, how to pay, when): what an ad visitor on a phone
 * decides on, so it sits above the fold. Each fact keeps its figures on one line.
 */
export function ProjectOfferFacts({
  facts,
  label,
  tone,
}: {
  facts: OfferFact[]
  label: string
  tone: 'light' | 'dark'
}) {
  if (!facts.length) return null
  return (
    <ul
      aria-label={label}
      className={`mt-4 flex flex-wrap gap-x-5 gap-y-2 text-base font-medium ${tone === 'light' ? 'text-white' : 'text-navy'}`}
    >
      {facts.map(({ icon, text }) => {
        const Icon = ICONS[icon]
        return (
          <li key={icon} className="inline-flex items-center gap-1.5 whitespace-nowrap">
            <Icon
              aria-hidden
              className={`size-4 shrink-0 ${tone === 'light' ? 'text-sand' : 'text-teal'}`}
            />
            <bdi>{text}</bdi>
          </li>
        )
      })}
    </ul>
  )
}
