import { ProjectGrid } from '@/components/site/project-grid'
import { listPublishedProjects } from '@/lib/content/list-published-projects'
import type { Locale } from '@/lib/i18n/locales'

/** Spec §9: four skeleton cards while the popular projects load. */
export const POPULAR_SKELETONS = 4
export const POPULAR_GRID = 'sm:grid-cols-2 lg:grid-cols-4'

export function PopularProjectsFrame({
  heading,
  children,
}: {
  heading: string
  children: React.ReactNode
}) {
  return (
    <section aria-labelledby="projects-heading" className="mx-auto max-w-6xl px-4 py-14">
      <h2 id="projects-heading" className="text-2xl font-semibold text-navy">
        {heading}
      </h2>
      {children}
    </section>
  )
}

/** Popular projects in sort order; nothing at all when there are none (spec §2). */
export async function PopularProjects({ locale, heading }: { locale: Locale; heading: string }) {
  const projects = await listPublishedProjects({ locale, popularOnly: true })
  if (projects.length === 0) return null
  return (
    <PopularProjectsFrame heading={heading}>
      <ProjectGrid projects={projects} locale={locale} className={POPULAR_GRID} />
    </PopularProjectsFrame>
  )
}
