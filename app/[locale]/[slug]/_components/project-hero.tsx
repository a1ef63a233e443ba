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
  /** The offer in short (ProjectOfferFacts), under the headline. */
  offer: React.ReactNode
}

export function ProjectHero({
  headline,
  subheadline,
  ctaLabel,
  image,
  logo,
  developerName,
  developerHref,
  offer,
}: ProjectHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-navy text-white">
      {image ? (
        <MediaImage media={image} fill priority sizes="100vw" className="-z-10 opacity-45" />
      ) : null}
      {/* Phones: tight spacing, so the offer and the button are seen before any scroll. */}
      <div className="mx-auto max-w-6xl px-4 pt-4 pb-6 sm:py-28">
        {logo ? (
          <MediaImage
            media={logo}
            sizes="96px"
            className="mb-6 hidden rounded-2xl bg-white object-contain p-1 sm:block sm:size-24"
          />
        ) : null}
        <a
          href={developerHref}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-sand hover:underline"
        >
          {developerName}
        </a>
        <h1 className="mt-1 max-w-3xl text-3xl leading-tight font-semibold sm:mt-3 sm:text-5xl">
          {headline}
        </h1>
        {offer}
        {subheadline ? (
          // Left out on the narrowest phones (320 px), where it would push the button below.
          <p className="mt-3 hidden max-w-2xl text-base text-white/90 min-[360px]:block sm:mt-4 sm:text-lg">
            {subheadline}
          </p>
        ) : null}
        <a
          href="#lead-form"
          data-lead-intent="book"
          className="mt-5 inline-flex min-h-12 items-center rounded-full bg-white px-6 font-semibold text-navy hover:bg-sand sm:mt-8"
        >
          {ctaLabel}
        </a>
      </div>
    </section>
  )
}
