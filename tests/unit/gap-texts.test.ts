import { describe, expect, it } from 'vitest'
import { adminTranslator } from '@/lib/admin-catalogue/admin-translator'
import { projectGaps } from '@/lib/admin/projects/project-gaps'
import type { AdminT } from '@/components/admin/forms/admin-t'
import { fieldLabels, gapTexts } from '@/components/admin/forms/gap-texts'
import { projectTabs } from '@/components/admin/projects/project-fields'

/** What the badge's title and the publish question list, in one language of the portal. */
function missing(locale: 'en' | 'ar', values: Parameters<typeof projectGaps>[0]) {
  const t = adminTranslator(locale) as unknown as AdminT
  const labels = fieldLabels(projectTabs(t, [], []))
  return gapTexts(projectGaps(values), labels, {
    rows: (label, have, of) => t('forms.completeness.rows', { label, have, of }),
    captions: (label, count) => t('forms.completeness.captions', { label, count }),
  })
}

// Gaps are named by the labels their fields show in the form, in the portal's language.
describe('missing translations in the portal’s words', () => {
  const values = {
    en: {
      title: 'Palm',
      description: 'Calm',
      keyInfo: 'Key',
      sections: {
        heroHeadline: 'Homes by the park',
        faqs: [
          { question: 'When?', answer: '2028' },
          { question: 'Where?', answer: 'Cairo' },
        ],
      },
    },
    ar: {
      title: 'بالم',
      description: 'هادئ',
      keyInfo: 'مفتاح',
      sections: { faqs: [{ question: 'متى؟', answer: '2028' }] },
    },
    gallery: [{ captionEn: 'Pool', captionAr: '' }],
  }

  it('lists Arabic gaps by their Arabic labels, never by the field key', () => {
    const ar = adminTranslator('ar')
    const { ar: gaps, en } = missing('ar', values)
    expect(en).toEqual([])
    expect(gaps).toEqual([
      ar('content.projects.sections.heroHeadline'),
      `${ar('content.projects.sections.faqs')} (1 من 2)`,
      `${ar('content.projects.fields.gallery')}: التعليقات (1)`,
    ])
    for (const text of gaps) expect(text).not.toMatch(/[A-Za-z]/)
  })

  it('lists them by the English labels in English', () => {
    expect(missing('en', values).ar).toEqual([
      'Hero headline',
      'FAQs (1 of 2)',
      'Gallery: captions (1)',
    ])
  })
})
