import { describe, expect, it } from 'vitest'
import { bilingualGaps } from '@/lib/admin/bilingual-gaps'
import { developerGaps } from '@/lib/admin/developers/developer-gaps'
import { projectGaps } from '@/lib/admin/projects/project-gaps'
import { unitGaps } from '@/lib/admin/units/unit-gaps'
import { wholeNumber } from '@/lib/validation/admin-fields'
import {
  fieldOf,
  summaryLabel as locate,
  type LocatedField,
  type SummaryWords,
} from '@/components/admin/forms/summary-label'
import { flattenErrors } from '@/components/admin/forms/flatten-errors'
import { adminTranslator } from '@/lib/admin-catalogue/admin-translator'

/** The record form's words for a row and its parts, from the English catalogue. */
const en = adminTranslator('en')
const english: SummaryWords = {
  row: (noun, n) => en('forms.rows.row', { noun: en(`forms.rows.nouns.${noun}`), n }),
  part: (part) => en(`forms.rows.parts.${part}`),
}
const summaryLabel = (field: LocatedField, path: string) => locate(field, path, english)

describe('whole numbers as staff type them', () => {
  it('reads Arabic-Indic digits in whole-number fields too', () => {
    expect(wholeNumber('content.developers.fieldErrors.sortOrder', 0, 9999).parse('١٢')).toBe(12)
  })
})

describe('bilingualGaps', () => {
  it('names fields filled in one language only, and lists with fewer entries', () => {
    const gaps = bilingualGaps(
      {
        title: 'Palm',
        tagline: 'Calm',
        sections: {
          faqs: [
            { question: 'When?', answer: '2028' },
            { question: 'Where?', answer: 'Cairo' },
          ],
          heroHeadline: '',
          crossSellProjectId: 'x',
        },
      },
      {
        title: 'بالم',
        tagline: '',
        description: 'هادئ',
        sections: {
          faqs: [
            { question: 'متى؟', answer: '2028' },
            { question: '', answer: '' },
          ],
          crossSellProjectId: '',
        },
      },
      ['crossSellProjectId'],
    )
    expect(gaps).toEqual({
      ar: [{ field: 'tagline' }, { field: 'sections.faqs', have: 1, of: 2 }],
      en: [{ field: 'description' }],
    })
  })

  it('counts a highlight with only its icon as empty', () => {
    const en = { rows: [{ icon: 'plane', label: 'Airport', value: '' }] }
    const ar = { rows: [{ icon: 'map-pin', label: '', value: '' }] }
    expect(bilingualGaps(en, ar, ['icon'])).toEqual({ ar: [{ field: 'rows' }], en: [] })
  })

  it('never calls a language complete while a required text is empty, even in both', () => {
    expect(developerGaps({ en: { name: '' }, ar: { name: '  ' } })).toEqual({
      en: [{ field: 'name' }],
      ar: [{ field: 'name' }],
    })
    expect(developerGaps({ en: { name: 'Nile' }, ar: { name: '' } })).toEqual({
      en: [],
      ar: [{ field: 'name' }],
    })
    expect(projectGaps({ en: { title: 'Palm' }, ar: {} })).toEqual({
      en: [{ field: 'description' }, { field: 'keyInfo' }],
      ar: [{ field: 'title' }, { field: 'description' }, { field: 'keyInfo' }],
    })
    expect(unitGaps({ en: { title: 'Villa' }, ar: { title: 'فيلا' } })).toEqual({ en: [], ar: [] })
  })
})

describe('error summary labels', () => {
  const fields: LocatedField[] = [
    {
      name: 'en.sections.faqs',
      label: 'FAQs',
      type: 'faqs',
      tab: 'en-s',
      tabLabel: 'English Sections',
    },
    { name: 'slug', label: 'Slug', type: 'text', tab: 'basic', tabLabel: 'Basic Info' },
    { name: 'gallery', label: 'Gallery', type: 'gallery', tab: 'basic', tabLabel: 'Basic Info' },
  ]

  it('says where a row error is', () => {
    const path = 'en.sections.faqs.1.answer'
    expect(summaryLabel(fieldOf(fields, path)!, path)).toBe(
      'English Sections › FAQs › FAQ 2 › Answer',
    )
    expect(summaryLabel(fieldOf(fields, 'slug')!, 'slug')).toBe('Basic Info › Slug')
    // A gallery row's picture is the row itself.
    const picture = 'gallery.1.media'
    expect(summaryLabel(fieldOf(fields, picture)!, picture)).toBe('Basic Info › Gallery › Image 2')
    const caption = 'gallery.0.captionAr'
    expect(summaryLabel(fieldOf(fields, caption)!, caption)).toBe(
      'Basic Info › Gallery › Image 1 › Arabic caption',
    )
  })

  it('flattens nested form errors to dotted paths', () => {
    const errors = {
      slug: { type: 'custom', message: 'Slug is required' },
      en: {
        sections: {
          faqs: [undefined, { answer: { type: 'custom', message: 'Write the answer' } }],
        },
      },
    }
    expect(flattenErrors(errors as never)).toEqual({
      slug: 'Slug is required',
      'en.sections.faqs.1.answer': 'Write the answer',
    })
  })
})
