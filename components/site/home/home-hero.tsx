import { MessageCircle } from 'lucide-react'

export type TrustFigure = { value: string; label: string }

export type HomeHeroProps = {
  eyebrow: string
  title: string
  tagline: string
  chatLabel: string
  chatHref: string
  figures: TrustFigure[]
  imageAlt: string
}

/**
 * The first screen: what the company offers, an image, the trust figures and the chat
 * consultation button, all within a phone's first screen. The image is a static file in two
 * sizes, loaded first (it is the largest thing on a phone's first screen).
 */
export function HomeHero(props: HomeHeroProps) {
  return (
    <section className="bg-gradient-to-b from-sand to-sand-deep/60">
      <div className="mx-auto grid max-w-6xl items-center gap-6 px-4 pt-4 pb-10 md:grid-cols-2 md:gap-10 md:py-16">
        {/* eslint-disable-next-line @next/next/no-img-element -- a static file in two sizes */}
        <img
          src="/images/home-hero-640.webp"
          srcSet="/images/home-hero-640.webp 640w, /images/home-hero-1200.webp 1200w"
          sizes="(min-width: 768px) 50vw, 100vw"
          width={1200}
          height={800}
          alt={props.imageAlt}
          fetchPriority="high"
          decoding="async"
          className="aspect-[16/9] w-full rounded-2xl object-cover md:order-last md:aspect-[3/2]"
        />
        <div>
          <p className="text-sm font-semibold text-gold">{props.eyebrow}</p>
          <h1 className="mt-2 text-3xl leading-tight font-semibold text-navy sm:text-5xl">
            {props.title}
          </h1>
          <p className="mt-3 text-base text-muted sm:text-lg">{props.tagline}</p>
          <dl className="mt-5 grid grid-cols-3 gap-3">
            {props.figures.map((figure) => (
              <div
                key={figure.label}
                className="flex flex-col-reverse rounded-xl bg-white/70 px-3 py-2 ring-1 ring-sand-deep"
              >
                <dt className="text-sm text-muted">{figure.label}</dt>
                <dd className="text-2xl font-semibold text-navy">{figure.value}</dd>
              </div>
            ))}
          </dl>
          <a
            href={props.chatHref}
            target="_blank"
            rel="noopener noreferrer"
            data-whatsapp-location="hero"
            className="mt-6 inline-flex min-h-12 items-center gap-2 rounded-full bg-navy px-6 font-semibold text-white shadow hover:bg-teal"
          >
            <MessageCircle aria-hidden className="size-5" />
            {props.chatLabel}
          </a>
        </div>
      </div>
    </section>
  )
}
