import { MediaImage } from '@/components/site/media-image'
import type { PublicMedia } from '@/lib/media/public-media'

export type ProjectHeroProps = {
  headline: string
  subheadline: string | null
  ctaLabel: string
  image: PublicMedia | null
  /** The project's large logo, above the headline. */
  logo: PublicMedia | null
  developerName: string
  developerHref: string
}

export function ProjectHero({
  headline,
  subheadline,
  ctaLabel,
  image,
  logo,
  developerName,
  developerHref,
}: ProjectHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-navy text-white">
      {image ? (
        <MediaImage media={image} fill priority sizes="100vw" className="-z-10 opacity-45" />
      ) : null}
      <div className="mx-auto max-w-6xl px-4 py-20 sm:py-28">
        {logo ? (
          <MediaImage
            media={logo}
            sizes="96px"
            className="mb-6 size-20 rounded-2xl bg-white object-contain p-1 sm:size-24"
          />
        ) : null}
        <a href={developerHref} className="text-sm font-semibold text-sand hover:underline">
          {developerName}
        </a>
        <h1 className="mt-3 max-w-3xl text-4xl font-semibold leading-tight sm:text-5xl">
          {headline}
        </h1>
        {subheadline ? <p className="mt-4 max-w-2xl text-lg text-white/90">{subheadline}</p> : null}
        <a
          href="#lead-form"
          data-lead-intent="book"
          className="mt-8 inline-block rounded-full bg-white px-6 py-3 font-semibold text-navy hover:bg-sand"
        >
          {ctaLabel}
        </a>
      </div>
    </section>
  )
}
