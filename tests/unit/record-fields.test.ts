import { describe, expect, it } from 'vitest'
import type { ZodType } from 'zod'
import type { AdminT } from '@/components/admin/forms/admin-t'
import type { TabConfig } from '@/components/admin/forms/field-config'
import { fieldLabels, gapTexts } from '@/components/admin/forms/gap-texts'
import { developerTabs } from '@/components/admin/developers/developer-fields'
import { projectTabs } from '@/components/admin/projects/project-fields'
import { unitTabs } from '@/components/admin/units/unit-fields'
import { adminTranslator } from '@/lib/admin-catalogue/admin-translator'
import type { BilingualGaps } from '@/lib/admin/bilingual-gaps'
import { developerFormValues } from '@/lib/admin/developers/developer-form-values'
import { developerGaps } from '@/lib/admin/developers/developer-gaps'
import { developerSchema } from '@/lib/admin/developers/developer-schema'
import { projectFormValues } from '@/lib/admin/projects/project-form-values'
import { projectGaps } from '@/lib/admin/projects/project-gaps'
import { projectSchema } from '@/lib/admin/projects/project-schema'
import { unitFormValues } from '@/lib/admin/units/unit-form-values'
import { unitGaps } from '@/lib/admin/units/unit-gaps'
import { unitSchema } from '@/lib/admin/units/unit-schema'

// The record forms are typed from their schemas (a field the schema gains is a type error in
// its form values, field specs and labels); these check what types cannot: that each field's
// declared kind agrees with its schema's rule, and that every gap is named by a label.

const t = adminTranslator('en') as unknown as AdminT

type Values = Record<string, unknown>
type RecordCase = [string, TabConfig[], ZodType, Values, (values: Values) => BilingualGaps]

const forms: RecordCase[] = [
  ['developer', developerTabs(t), developerSchema, developerFormValues(), developerGaps],
  ['project', projectTabs(t, [], []), projectSchema, projectFormValues(), projectGaps],
  ['unit', unitTabs(t, []), unitSchema, unitFormValues(), unitGaps],
]

const fieldsOf = (tabs: TabConfig[]) =>
  tabs.flatMap((tab) => tab.groups.flatMap((group) => group.fields))

/** Paths of a new form's values down to its inputs (a list of rows is one input). */
const inputPaths = (values: Values, prefix = ''): string[] =>
  Object.entries(values).flatMap(([key, value]) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? inputPaths(value as Values, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  )

/** The values with `text` at a dotted path. */
function withText(values: Values, path: string, text: string): Values {
  const copy = structuredClone(values)
  const keys = path.split('.')
  let node = copy
  for (const key of keys.slice(0, -1)) node = node[key] as Values
  node[keys.at(-1)!] = text
  return copy
}

describe.each(forms)('the %s form', (_, tabs, schema, values, gapsOf) => {
  const fields = fieldsOf(tabs)

  it('shows every input of its values once', () => {
    const names = fields.map((field) => field.name)
    expect(new Set(names).size).toBe(names.length)
    expect([...names].sort()).toEqual(inputPaths(values).sort())
  })

  it('gives a line break to a textarea only: a text input’s schema refuses one', () => {
    for (const field of fields.filter((f) => f.type === 'text' || f.type === 'textarea')) {
      const issues = schema.safeParse(withText(values, field.name, 'one\ntwo')).error?.issues ?? []
      const refused = issues.some((issue) => issue.path.join('.') === field.name)
      expect(refused, field.name).toBe(field.type === 'text')
    }
  })

  it('names every text one language lacks by its field’s label', () => {
    const english = Object.fromEntries(
      fields
        .filter((f) => f.name.startsWith('en.') && (f.type === 'text' || f.type === 'textarea'))
        .map((f) => [f.name, 'Written']),
    )
    let filled = values
    for (const name of Object.keys(english)) filled = withText(filled, name, 'Written')
    const labels = fieldLabels(tabs)
    const gaps = gapsOf(filled)
    expect(gaps.ar.length).toBeGreaterThan(0)
    for (const gap of gaps.ar) expect(labels.has(gap.field), gap.field).toBe(true)
  })
})

it('reads a gap of the project form as its field is labelled', () => {
  const words = {
    rows: (label: string) => label,
    captions: (label: string) => label,
  }
  const values = withText(projectFormValues(), 'en.sections.footerText', 'Prices change')
  const named = gapTexts(projectGaps(values), fieldLabels(projectTabs(t, [], [])), words)
  expect(named.ar).toContain(t('content.projects.sections.footerText'))
})
