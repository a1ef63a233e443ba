import type { ProjectSummary } from '@/lib/content/list-published-projects'
import type { Locale } from '@/lib/i18n/locales'
import { projectPath } from '@/lib/i18n/paths'
import { ProjectCard } from './project-card'

/** The summary fields a card shows; the developer name is the home page's eyebrow. */
export type ProjectGridItem = Pick<
  ProjectSummary,
  'id' | 'slug' | 'basePath' | 'title' | 'description' | 'keyInfo' | 'thumbnailUrl'
> &
  Partial<Pick<ProjectSummary, 'developerName'>>

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
