import { MediaImage } from '@/components/site/media-image'
import type { PublicMedia } from '@/lib/media/public-media'
import { ProjectSection } from './project-section'

export type ProjectGalleryProps = {
  heading: string
  items: { image: PublicMedia; caption: string | null }[]
}

/** The project's photos: a swipeable row on phones, a grid on wider screens. */
export function ProjectGallery({ heading, items }: ProjectGalleryProps) {
  return (
    <ProjectSection id="gallery" heading={heading}>
      <ul className="-mx-4 mt-6 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-3">
        {items.map(({ image, caption }) => (
          <li key={image.id} className="w-[85%] shrink-0 snap-start sm:w-auto">
            <figure className="overflow-hidden rounded-2xl bg-white ring-1 ring-sand-deep">
              <MediaImage
                media={image}
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 85vw"
                className="aspect-[4/3] h-auto w-full object-cover"
              />
              {caption ? (
                <figcaption className="px-4 py-3 text-sm text-muted">{caption}</figcaption>
              ) : null}
            </figure>
          </li>
        ))}
      </ul>
    </ProjectSection>
  )
}
