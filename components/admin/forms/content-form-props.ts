import type { AdminT } from './admin-t'

const KINDS = { developers: 'developer', projects: 'project', units: 'unit' } as const

/**
 * What a content record's form (developer, project, unit) takes from its section alone: its
 * titles and links, new or edited, and that saving it as published makes it public.
 */
export function contentFormProps(t: AdminT, section: keyof typeof KINDS, id: string | null) {
  return {
    id,
    kind: KINDS[section],
    title: id ? t(`content.${section}.edit`) : t(`content.${section}.new`),
    submitLabel: id ? t(`content.${section}.update`) : t(`content.${section}.create`),
    listHref: `/admin/${section}`,
    createdHref: id ? undefined : (created: string) => `/admin/${section}/${created}`,
    summaryHeading: t(`content.${section}.summary`),
    publishes: (values: { status: string }) => values.status === 'published',
  }
}
