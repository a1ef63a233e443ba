import Image from '@/components/site/content-image'
import { ProjectSection } from './project-section'

export type ProjectMasterplanProps = {
  imageUrl: string
  heading: string
  description: string | null
}

export function ProjectMasterplan({ imageUrl, heading, description }: ProjectMasterplanProps) {
  return (
    <ProjectSection id="masterplan" heading={heading} description={description}>
      <Image
        src={imageUrl}
        alt={heading}
        width={1200}
        height={800}
        sizes="(min-width: 1152px) 1152px, 100vw"
        quality={60}
        className="mt-6 w-full rounded-2xl"
      />
    </ProjectSection>
  )
}
