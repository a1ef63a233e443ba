import Form from 'next/form'
import Link from 'next/link'
import { buttonClass } from '@/components/ui/button'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { controlClass } from '@/components/ui/field-styles'
import { ProjectFilterSelect } from './project-filter-select'

export type ProjectFilterProps = {
  projects: { id: string; title: string | null }[]
  selected: string
  search: string
}

/** Spec §2 units filter: 'All Projects' plus each project, and 'Clear Filter'. */
export async function ProjectFilter({ projects, selected, search }: ProjectFilterProps) {
  const t = await getAdminTranslations()
  return (
    <Form action="/admin/units" className="flex flex-wrap items-center gap-2">
      {search ? <input type="hidden" name="q" value={search} /> : null}
      <label htmlFor="unit-project-filter" className="sr-only">
        {t('content.units.filter')}
      </label>
      <ProjectFilterSelect
        id="unit-project-filter"
        defaultValue={selected}
        className={`${controlClass} w-64`}
        options={[
          { value: '', label: t('content.units.allProjects') },
          ...projects.map((p) => ({
            value: p.id,
            label: p.title ?? t('content.projects.untitled'),
          })),
        ]}
      />
      <noscript>
        <button type="submit" className={buttonClass('outline', 'sm')}>
          {t('common.apply')}
        </button>
      </noscript>
      {selected ? (
        <Link
          href={search ? `/admin/units?q=${encodeURIComponent(search)}` : '/admin/units'}
          className={buttonClass('outline', 'sm')}
        >
          {t('content.units.clearFilter')}
        </Link>
      ) : null}
    </Form>
  )
}
