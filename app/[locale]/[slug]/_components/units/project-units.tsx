import type { CrossSellProject } from '@/lib/content/read-cross-sell-project'
import type { ProjectUnit } from '@/lib/content/get-project-page'
import type { Locale } from '@/lib/i18n/locales'
import { ProjectSection } from '../project-section'
import { CrossSellCard } from './cross-sell-card'
import { SharedUnitFocus } from './shared-unit-focus'
import { UnitCard } from './unit-card'

export type ProjectUnitsProps = {
  heading: string
  subheading: string | null
  units: ProjectUnit[]
  crossSell: CrossSellProject | null
  projectTitle: string
  locale: Locale
}

const cardCell = 'w-[280px] shrink-0 snap-start sm:w-auto'

/** Unit cards: a 280 px-column grid, a horizontal 280 px-card strip on phones. */
export function ProjectUnits({
  heading,
  subheading,
  units,
  crossSell,
  projectTitle,
  locale,
}: ProjectUnitsProps) {
  return (
    <ProjectSection id="units" heading={heading} description={subheading}>
      <ul className="mt-6 flex snap-x gap-4 overflow-x-auto pb-2 sm:grid sm:grid-cols-[repeat(auto-fill,minmax(280px,1fr))] sm:overflow-visible">
        {units.map((unit) => (
          <li key={unit.id} className={cardCell}>
            <UnitCard unit={unit} projectTitle={projectTitle} locale={locale} />
          </li>
        ))}
        {crossSell ? (
          <li className={cardCell}>
            <CrossSellCard project={crossSell} locale={locale} />
          </li>
        ) : null}
      </ul>
      <SharedUnitFocus />
    </ProjectSection>
  )
}
