import { MessageCircle } from 'lucide-react'

export type HomeHeroProps = { title: string; tagline: string; chatLabel: string; chatHref: string }

export function HomeHero({ title, tagline, chatLabel, chatHref }: HomeHeroProps) {
  return (
    <section className="bg-gradient-to-b from-sand to-sand-deep/60">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
        <h1 className="max-w-3xl text-4xl font-semibold leading-tight text-navy sm:text-5xl">
          {title}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-muted">{tagline}</p>
        <a
          href={chatHref}
          target="_blank"
          rel="noopener noreferrer"
          data-whatsapp-location="hero"
          className="mt-8 inline-flex items-center gap-2 rounded-full bg-navy px-6 py-3 font-semibold text-white shadow hover:bg-teal"
        >
          <MessageCircle aria-hidden className="size-5" />
          {chatLabel}
        </a>
      </div>
    </section>
  )
}
