import type { Locale } from '@/lib/i18n/locales'
import { projectPath } from '@/lib/i18n/paths'
import { ProjectCard } from './project-card'

export type ProjectGridItem = {
  id: string
  slug: string
  basePath: string
  title: string
  description: string
  keyInfo: string
  thumbnailUrl: string
  developerName?: string
}

export type ProjectGridProps = { projects: ProjectGridItem[]; locale: Locale; className: string }

/** Project cards linking to each project's base path in the page's language. */
export function ProjectGrid({ projects, locale, className }: ProjectGridProps) {
  return (
    <ul className={`mt-6 grid gap-6 ${className}`}>
      {projects.map((project) => (
        <li key={project.id}>
          <ProjectCard
            href={projectPath(project, locale)}
            title={project.title}
            description={project.description}
            keyInfo={project.keyInfo}
            thumbnailUrl={project.thumbnailUrl}
            eyebrow={project.developerName}
          />
        </li>
      ))}
    </ul>
  )
}
