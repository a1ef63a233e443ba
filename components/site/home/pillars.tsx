import { Eye, Scale, Timer, Users } from 'lucide-react'

export type Pillar = { key: string; title: string; body: string }
const icons = { clarity: Eye, community: Users, numbers: Scale, timing: Timer } as const

export function Pillars({ heading, pillars }: { heading: string; pillars: Pillar[] }) {
  return (
    <section aria-labelledby="pillars-heading" className="mx-auto max-w-6xl px-4 py-14">
      <h2 id="pillars-heading" className="text-2xl font-semibold text-navy">
        {heading}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {pillars.map((pillar) => {
          const Icon = icons[pillar.key as keyof typeof icons] ?? Eye
          return (
            <li key={pillar.key} className="rounded-2xl bg-white p-6 ring-1 ring-sand-deep">
              <Icon aria-hidden className="size-7 text-gold" />
              <h3 className="mt-3 text-lg font-semibold text-navy">{pillar.title}</h3>
              <p className="mt-2 text-sm text-muted">{pillar.body}</p>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
