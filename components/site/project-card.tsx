import Image from '@/components/site/content-image'
import Link from 'next/link'

export type ProjectCardProps = {
  href: string
  title: string
  description: string
  keyInfo: string
  thumbnailUrl: string
  eyebrow?: string
}

export function ProjectCard({
  href,
  title,
  description,
  keyInfo,
  thumbnailUrl,
  eyebrow,
}: ProjectCardProps) {
  return (
    <Link
      href={href}
      className="group block overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-deep transition hover:shadow-md"
    >
      <Image
        src={thumbnailUrl}
        alt=""
        width={800}
        height={600}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        quality={60}
        className="aspect-[4/3] w-full object-cover"
      />
      <div className="space-y-2 p-5">
        {eyebrow ? (
          <p className="text-xs font-semibold uppercase tracking-wide text-gold">{eyebrow}</p>
        ) : null}
        <h3 className="text-lg font-semibold text-navy group-hover:underline">{title}</h3>
        <p className="line-clamp-2 text-sm text-muted">{description}</p>
        <p className="text-sm font-medium text-teal">{keyInfo}</p>
      </div>
    </Link>
  )
}
