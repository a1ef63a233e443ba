import Link from 'next/link'
import { MediaImage } from '@/components/site/media-image'
import type { PublicMedia } from '@/lib/media/public-media'

export type ProjectCardProps = {
  href: string
  title: string
  description: string
  keyInfo: string
  thumbnail: PublicMedia | null
  logo?: PublicMedia | null
  /** "From EGP 9.8M", already formatted in the page's language. */
  priceLine?: string | null
  eyebrow?: string
}

const CARD_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'

export function ProjectCard({
  href,
  title,
  description,
  keyInfo,
  thumbnail,
  logo,
  priceLine,
  eyebrow,
}: ProjectCardProps) {
  return (
    <Link
      href={href}
      // Not prefetched: a prefetch applies the other page's hero preload (fetchpriority high)
      // here, competing with this page's own images on a phone's connection.
      prefetch={false}
      className="group block overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-deep transition hover:shadow-md"
    >
      <div className="relative aspect-[4/3] bg-sand">
        {thumbnail ? (
          <MediaImage
            media={{ ...thumbnail, alt: '' }}
            sizes={CARD_SIZES}
            fill
            className="object-cover"
          />
        ) : null}
        {logo ? (
          <span className="absolute start-3 bottom-3 size-14 overflow-hidden rounded-xl bg-white p-1 shadow ring-1 ring-black/5">
            <MediaImage media={logo} sizes="56px" className="size-full object-contain" />
          </span>
        ) : null}
      </div>
      <div className="space-y-2 p-5">
        {eyebrow ? (
          <p className="text-sm font-semibold uppercase tracking-wide text-gold">{eyebrow}</p>
        ) : null}
        <h3 className="text-lg font-semibold text-navy group-hover:underline">{title}</h3>
        <p className="line-clamp-2 text-sm text-muted">{description}</p>
        <p className="text-sm font-medium text-teal">
          {keyInfo}
          {priceLine ? (
            <>
              {' · '}
              <bdi>{priceLine}</bdi>
            </>
          ) : null}
        </p>
      </div>
    </Link>
  )
}
