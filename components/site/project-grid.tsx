import { getTranslations } from 'next-intl/server'
import type { ProjectSummary } from '@/lib/content/list-published-projects'
import type { Locale } from '@/lib/i18n/locales'
import { projectPath } from '@/lib/i18n/paths'
import { abbreviateEgp } from '@/lib/pricing/format-price'
import { priceWords } from '@/lib/pricing/price-words'
import { ProjectCard } from './project-card'

/** The summary fields a card shows; the developer name is the home page's eyebrow. */
export type ProjectGridItem = Pick<
  ProjectSummary,
  | 'id'
  | 'slug'
  | 'basePath'
  | 'title'
  | 'description'
  | 'keyInfo'
  | 'thumbnail'
  | 'logo'
  | 'startingPrice'
> &
  Partial<Pick<ProjectSummary, 'developerName'>>

export type ProjectGridProps = { projects: ProjectGridItem[]; locale: Locale; className: string }

/** Project cards linking to each project's base path in the page's language. */
export async function ProjectGrid({ projects, locale, className }: ProjectGridProps) {
  const t = await getTranslations({ locale, namespace: 'project.price' })
  return (
    <ul className={`mt-6 grid gap-6 ${className}`}>
      {projects.map((project) => (
        <li key={project.id}>
          <ProjectCard
            href={projectPath(project, locale)}
            title={project.title}
            description={project.description}
            keyInfo={project.keyInfo}
            thumbnail={project.thumbnail}
            logo={project.logo}
            priceLine={
              project.startingPrice
                ? t('from', { price: abbreviateEgp(project.startingPrice, priceWords(locale)) })
                : null
            }
            eyebrow={project.developerName}
          />
        </li>
      ))}
    </ul>
  )
}
