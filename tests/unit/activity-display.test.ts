import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ActivityAction } from '@/components/admin/activity/activity-parts'
import { changeFieldLabel } from '@/components/admin/activity/change-list'
import { valueText as readValue } from '@/components/admin/activity/value-text'
import {
  activityHref,
  DEFAULT_ACTIVITY_FILTERS,
  parseActivityFilters,
} from '@/lib/activity/activity-filters'
import { visibleEntityTypes } from '@/lib/activity/activity-visibility'
import { diffChanges } from '@/lib/activity/diff-changes'
import { adminTranslator } from '@/lib/admin-catalogue/admin-translator'

/** A changed field's label in a language, as ChangeList gives it. */
const labelIn =
  (locale: 'en' | 'ar') =>
  (path: string): string =>
    changeFieldLabel(path, adminTranslator(locale))

describe('how the activity log reads', () => {
  it('names changed fields as staff know them, in the portal’s language', () => {
    const english = labelIn('en')
    expect(english('responseTargetMinutes')).toBe('Response target (minutes)')
    expect(english('footerText.ar')).toBe('Footer text (small print) › Arabic')
    expect(english('en.sections.heroCtaLabel')).toBe('English › Sections › Hero CTA label')
    expect(english('conversions.won.name')).toBe('Conversions › Won › Name')
    const arabic = labelIn('ar')
    expect(arabic('responseTargetMinutes')).toBe('مهلة الرد (بالدقائق)')
    expect(arabic('footerText.ar')).toBe('نص التذييل (نص صغير) › العربية')
    expect(arabic('role')).toBe('الدور')
  })

  it('shows values as text: none, yes/no, numbers, lists, moments in Cairo time', () => {
    const valueText = (value: unknown) => readValue(value, { locale: 'en', yes: 'Yes', no: 'No' })
    expect([null, undefined, '', []].map(valueText)).toEqual([null, null, null, null])
    expect(valueText(true)).toBe('Yes')
    expect(valueText(5_200_000)).toBe('5,200,000')
    expect(valueText(['sales@masar.example', 'head@masar.example'])).toBe(
      'sales@masar.example, head@masar.example',
    )
    expect(
      valueText([
        { question: 'When?', answer: 'In 2028' },
        { question: 'Where?', answer: 'New Cairo' },
      ]),
    ).toBe('When? — In 2028; Where? — New Cairo')
    expect(valueText({ lat: 30.1 })).toBe('{"lat":30.1}')
    expect(valueText('2026-12-05T14:30:00.000Z')).toBe('5 Dec 2026, 16:30')
    expect(valueText('2026-07-14T21:00:00Z')).toBe('15 Jul 2026, 00:00')
    expect(valueText('Palm Hills 2026-12-05')).toBe('Palm Hills 2026-12-05')
  })

  it('shows a record recorded by id by its name, a list of them as a list, a gone one as gone', () => {
    const valueText = (value: unknown, locale: 'en' | 'ar' = 'en') =>
      readValue(value, { locale, yes: 'Yes', no: 'No', gone: (kind) => `${kind} gone` })
    expect(valueText({ record: 'project', name: 'Palm Hills' })).toBe('Palm Hills')
    expect(valueText({ record: 'project', name: null })).toBe('project gone')
    const reps = [
      { record: 'staff', name: 'سلمى' },
      { record: 'staff', name: null },
    ]
    expect(valueText(reps, 'ar')).toBe('سلمى، staff gone')
  })

  it('names actions in the portal’s language, and shows an unknown one as recorded', () => {
    const action = (locale: 'en' | 'ar', code: string) =>
      renderToStaticMarkup(ActivityAction({ action: code, t: adminTranslator(locale) }))
    expect(action('en', 'status')).toBe('Changed stage')
    expect(action('ar', 'status')).toBe(adminTranslator('ar')('activity.actions.status'))
    expect(action('ar', 'gallery_sorted')).toBe('gallery_sorted')
  })

  it('keeps a view in the address, defaults left out', () => {
    const filters = parseActivityFilters({
      user: 'u1',
      type: 'lead',
      from: '2026-11-01',
      to: '2026-11-23',
      page: '3',
    })
    expect(activityHref(filters)).toBe(
      '/admin/activity?user=u1&type=lead&from=2026-11-01&to=2026-11-23&page=3',
    )
    expect(activityHref(filters, { page: 1, type: null })).toBe(
      '/admin/activity?user=u1&from=2026-11-01&to=2026-11-23',
    )
    expect(activityHref(DEFAULT_ACTIVITY_FILTERS)).toBe('/admin/activity')
  })

  it('offers moderators no Settings or Staff entries', () => {
    expect(visibleEntityTypes('moderator')).not.toContain('settings')
    expect(visibleEntityTypes('moderator')).not.toContain('staff')
    expect(visibleEntityTypes('admin')).toEqual(expect.arrayContaining(['settings', 'staff']))
  })

  it('leaves out changes nobody could see: empty to empty, in text, lists and rows', () => {
    const created = diffChanges(null, {
      title: 'Palm',
      tagline: '',
      faqs: [],
      highlights: [{ icon: '', label: ' ', value: '' }],
      sections: { heroHeadline: '', paragraphs: [''] },
      active: false,
    })
    expect(created).toEqual([
      { field: 'active', before: null, after: false },
      { field: 'title', before: null, after: 'Palm' },
    ])
    expect(diffChanges({ faqs: [{ question: 'When?', answer: '2029' }] }, { faqs: [] })).toEqual([
      { field: 'faqs', before: [{ question: 'When?', answer: '2029' }], after: null },
    ])
  })
})
