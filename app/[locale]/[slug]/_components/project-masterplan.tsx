import Image from 'next/image'

export type ProjectMasterplanProps = {
  imageUrl: string
  heading: string
  description: string | null
}

export function ProjectMasterplan({ imageUrl, heading, description }: ProjectMasterplanProps) {
  return (
    <section
      id="masterplan"
      aria-labelledby="masterplan-heading"
      className="mx-auto max-w-6xl scroll-mt-36 px-4 py-12"
    >
      <h2 id="masterplan-heading" className="text-2xl font-semibold text-navy">
        {heading}
      </h2>
      {description ? <p className="mt-2 text-muted">{description}</p> : null}
      <Image
        src={imageUrl}
        alt={heading}
        width={1200}
        height={800}
        sizes="(min-width: 1152px) 1152px, 100vw"
        quality={60}
        className="mt-6 w-full rounded-2xl"
      />
    </section>
  )
}
