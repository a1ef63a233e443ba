import { MediaImage } from '@/components/site/media-image'
import type { PublicMedia } from '@/lib/media/public-media'
import { ProjectSection } from './project-section'

export type ProjectMasterplanProps = {
  image: PublicMedia
  heading: string
  description: string | null
}

export function ProjectMasterplan({ image, heading, description }: ProjectMasterplanProps) {
  return (
    <ProjectSection id="masterplan" heading={heading} description={description}>
      <MediaImage
        media={image}
        sizes="(min-width: 1152px) 1152px, 100vw"
        className="mt-6 h-auto w-full rounded-2xl"
      />
    </ProjectSection>
  )
}
