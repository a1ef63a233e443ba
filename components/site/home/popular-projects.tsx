import { ProjectGrid } from '@/components/site/project-grid'
import { listPublishedProjects } from '@/lib/content/list-published-projects'
import type { Locale } from '@/lib/i18n/locales'

const POPULAR_GRID = 'sm:grid-cols-2 lg:grid-cols-4'
const headingId = 'popular-projects-heading'

/** The section around the cards. */
function PopularProjectsFrame({
  heading,
  children,
}: {
  heading: string
  children: React.ReactNode
}) {
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-6xl px-4 py-14">
      <h2 id={headingId} className="text-2xl font-semibold text-navy">
        {heading}
      </h2>
      {children}
    </section>
  )
}

/**
 * Popular projects in sort order, in the served HTML (no skeleton: the content is cached, and
 * a visitor without JavaScript sees it too); nothing at all when there are none (spec §2).
 */
export async function PopularProjects({ locale, heading }: { locale: Locale; heading: string }) {
  const projects = await listPublishedProjects({ locale, popularOnly: true })
  if (projects.length === 0) return null
  return (
    <PopularProjectsFrame heading={heading}>
      <ProjectGrid projects={projects} locale={locale} className={POPULAR_GRID} />
    </PopularProjectsFrame>
  )
}
