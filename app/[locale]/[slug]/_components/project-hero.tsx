import Image from '@/components/site/content-image'

export type ProjectHeroProps = {
  headline: string
  subheadline: string | null
  ctaLabel: string
  imageUrl: string | null
  developerName: string
  developerHref: string
}

export function ProjectHero({
  headline,
  subheadline,
  ctaLabel,
  imageUrl,
  developerName,
  developerHref,
}: ProjectHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-navy text-white">
      {imageUrl ? (
        <Image
          src={imageUrl}
          alt=""
          fill
          priority
          sizes="100vw"
          quality={60}
          className="-z-10 object-cover opacity-45"
        />
      ) : null}
      <div className="mx-auto max-w-6xl px-4 py-20 sm:py-28">
        <a href={developerHref} className="text-sm font-semibold text-sand hover:underline">
          {developerName}
        </a>
        <h1 className="mt-3 max-w-3xl text-4xl font-semibold leading-tight sm:text-5xl">
          {headline}
        </h1>
        {subheadline ? <p className="mt-4 max-w-2xl text-lg text-white/90">{subheadline}</p> : null}
        <a
          href="#lead-form"
          className="mt-8 inline-block rounded-full bg-white px-6 py-3 font-semibold text-navy hover:bg-sand"
        >
          {ctaLabel}
        </a>
      </div>
    </section>
  )
}
