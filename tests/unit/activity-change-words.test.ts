import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ActivityTarget } from '@/components/admin/activity/activity-parts'
import { changeFieldLabel, fieldWord } from '@/components/admin/activity/change-list'
import { changeValueText } from '@/components/admin/activity/change-value'
import { diffChanges } from '@/lib/activity/diff-changes'
import type { ActivityRow } from '@/lib/activity/list-activity'
import { developerFormValues } from '@/lib/admin/developers/developer-form-values'
import { projectFormValues } from '@/lib/admin/projects/project-form-values'
import { unitFormValues } from '@/lib/admin/units/unit-form-values'
import { adminTranslator } from '@/lib/admin-catalogue/admin-translator'
import { DEFAULT_LEAD_ROUTING } from '@/lib/settings/lead-routing-schema'
import { DEFAULT_LEAD_SETTINGS } from '@/lib/settings/lead-settings-schema'
import { defaultSiteSettings } from '@/lib/settings/default-site-settings'

const en = adminTranslator('en')
const ar = adminTranslator('ar')
const inEnglish = (field: string, value: unknown) => changeValueText(field, value, en, 'en')
const inArabic = (field: string, value: unknown) => changeValueText(field, value, ar, 'ar')

/** Every text of a version filled in, so each field it has shows up as a change. */
const filled = (value: unknown): unknown =>
  value === null || value === ''
    ? 'x'
    : Array.isArray(value)
      ? ['x']
      : typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, part]) => [key, filled(part)]))
        : value

/** The fields each audited save records (forms, settings) and the ones written by hand. */
const recordedFields = [
  ...[
    developerFormValues(),
    projectFormValues(),
    unitFormValues(),
    DEFAULT_LEAD_SETTINGS,
    { ...DEFAULT_LEAD_ROUTING, projectReps: { reps: ['x'] } },
    defaultSiteSettings('sales@masar.example'),
  ].flatMap((version) =>
    diffChanges(null, filled(version) as Record<string, unknown>).map((c) => c.field),
  ),
  // Leads (stage, assignment), staff, media, a duplicated project.
  ...['stage', 'lostReason', 'viewingDate', 'dealValue', 'assignee'],
  ...['name', 'nameAr', 'email', 'role', 'kind', 'altEn', 'altAr', 'duplicatedFrom'],
]

describe('the activity log’s change details in the viewer’s language', () => {
  it('names every field a save records from the catalogue, in both languages', () => {
    const parts = new Set(recordedFields.flatMap((field) => field.split('.')))
    const unnamed = (t: typeof en) => [...parts].filter((part) => fieldWord(part, t) === null)
    expect(unnamed(en)).toEqual([])
    expect(unnamed(ar)).toEqual([])
    expect(changeFieldLabel('showCalculator', en)).toBe('Show calculator')
    expect(changeFieldLabel('showCalculator', ar)).toBe('إظهار حاسبة الأقساط')
    expect(changeFieldLabel('basePath', ar)).toBe('المسار الأساسي')
    // A part the catalogue lacks (a project's id in the routing settings) shows as recorded.
    expect(changeFieldLabel('projectReps.0b5c6a9e-3f43-4f4b-9a57-2d1c0c1e8f00', en)).toBe(
      'Project teams › 0b5c6a9e-3f43-4f4b-9a57-2d1c0c1e8f00',
    )
    expect(changeFieldLabel('ar.sections.faqs', ar)).toBe(
      'العربية › أقسام الصفحة › الأسئلة الشائعة',
    )
    expect(changeFieldLabel('conversions.won.value', en)).toBe('Conversions › Won › Value (EGP)')
  })

  it('reads yes/no, statuses, stages, lost reasons, roles, kinds and days as words', () => {
    expect([inEnglish('isActive', true), inArabic('isActive', true)]).toEqual(['Yes', 'نعم'])
    expect([inEnglish('showCalculator', false), inArabic('showCalculator', false)]).toEqual([
      'No',
      'لا',
    ])
    expect([inEnglish('status', 'published'), inArabic('status', 'draft')]).toEqual([
      'published',
      'مسودة',
    ])
    expect(inArabic('availabilityStatus', 'sold')).toBe('مباعة')
    // Stages, lost reasons and roles are recorded by their codes.
    expect([inEnglish('stage', 'viewing'), inArabic('stage', 'won')]).toEqual([
      'Viewing',
      'تم البيع',
    ])
    expect(inEnglish('lostReason', 'bought_elsewhere')).toBe('Bought elsewhere')
    expect(inArabic('lostReason', 'bought_elsewhere')).toBe(ar('leads.lostReason.bought_elsewhere'))
    expect([inEnglish('role', 'admin'), inArabic('role', 'moderator')]).toEqual(['admin', 'مشرف'])
    expect([inArabic('role', 'sales'), inArabic('role', 'user')]).toEqual([
      'مسؤول مبيعات',
      'مستخدم',
    ])
    expect([inEnglish('kind', 'pdf'), inArabic('kind', 'image')]).toEqual(['PDF', 'صورة'])
    expect([inEnglish('adPlatform', 'google'), inArabic('adPlatform', 'meta')]).toEqual([
      'Google Ads',
      ar('report.adSpend.platforms.meta'),
    ])
    // A unit's type as the unit list reads it: the usual types as words, others as typed.
    expect([inArabic('unitType', 'Twin house'), inArabic('unitType', 'Loft')]).toEqual([
      ar('content.units.types.twin_house'),
      'Loft',
    ])
    expect(inEnglish('businessDays', [0, 1, 6])).toBe('Sunday, Monday, Saturday')
    expect(inArabic('businessDays', [0, 1, 6])).toBe('الأحد، الاثنين، السبت')
  })

  it('shows moments in Cairo time in the viewer’s language, amounts in Western digits', () => {
    expect(inEnglish('viewingDate', '2026-12-05T14:30:00.000Z')).toBe('5 Dec 2026, 16:30')
    const arabicDate = inArabic('viewingDate', '2026-12-05T14:30:00.000Z')!
    expect(arabicDate).toContain('ديسمبر')
    expect(arabicDate).toContain('16:30')
    expect(inArabic('dealValue', 5_200_000)).toBe('5,200,000')
    expect(inArabic('conversions.won.value', 750_000)).toBe('750,000')
  })

  it('leaves what staff typed as typed, in either language', () => {
    expect(inArabic('en.title', 'Palm Hills October')).toBe('Palm Hills October')
    expect(inArabic('ar.title', 'بالم هيلز أكتوبر')).toBe('بالم هيلز أكتوبر')
    // A word that is a code only in another field stays as typed.
    expect(inArabic('en.title', 'Draft')).toBe('Draft')
    expect(inArabic('unitType', 'Won')).toBe('Won')
    expect(inArabic('assignee', 'Admin')).toBe('Admin')
    // An English label is not a code: the log reads codes only (older rows were migrated).
    expect([inArabic('stage', 'Won'), inArabic('role', 'Sales rep')]).toEqual(['Won', 'Sales rep'])
  })

  it('names settings, erased leads and unnamed records in the viewer’s language', () => {
    const named = (t: typeof en, entityType: string, target: ActivityRow['target']) =>
      renderToStaticMarkup(ActivityTarget({ row: { entityType, target } as ActivityRow, t }))
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    const routing = { label: null, href: null, standIn: 'leadRouting' } as const
    expect(named(en, 'settings', routing)).toBe('Settings Automatic assignment')
    expect(named(ar, 'settings', routing)).toBe('الإعدادات التعيين التلقائي')
    expect(named(ar, 'settings', { label: null, href: null, standIn: 'site' })).toBe(
      'الإعدادات إعدادات الشركة',
    )
    expect(named(ar, 'lead', { label: null, href: '/admin/leads/1', standIn: 'erasedLead' })).toBe(
      'عميل محتمل عميل محتمل مُحيت بياناته',
    )
    expect(named(ar, 'unit', { label: null, href: null, standIn: 'type' })).toBe('وحدة وحدة')
    // A record's own name stays as it was written.
    expect(named(ar, 'project', { label: 'Palm Hills', href: null })).toBe('مشروع Palm Hills')
  })
})
