import type { ProjectFormValues } from '@/lib/admin/projects/project-form-values'
import { PUBLISH_STATUSES } from '@/lib/enums/record-statuses'
import type { AdminT } from '../forms/admin-t'
import { isSharedField } from '../forms/shared-field'
import {
  contentTabs,
  localeFields,
  nestedFields,
  specFields,
  type FieldSpec,
  type FieldSpecs,
  type RecordTab,
} from '../forms/field-config'

type Option = { value: string; label: string }
type Base = Omit<ProjectFormValues, 'en' | 'ar'>
type Texts = ProjectFormValues['en']
type LocaleTexts = Omit<Texts, 'sections'>
type Sections = Texts['sections']

/** Spec §2 "English Sections" / "Arabic Sections", grouped as on screen. */
const SECTION_GROUPS = ['Hero', 'Units', 'Mid CTA', 'Other'] as const
type SectionSpec = FieldSpec & { group: (typeof SECTION_GROUPS)[number] }

/**
 * A field is labelled by its name: common.fields (names the records share), else
 * content.projects.fields; a section's by content.projects.sections.
 */
const labelOf = (t: AdminT) => (name: keyof Base | keyof LocaleTexts) =>
  isSharedField(t, name) ? t(`common.fields.${name}`) : t(`content.projects.fields.${name}`)
const sectionLabelOf = (t: AdminT) => (name: keyof Sections) =>
  t(`content.projects.sections.${name}`)

/** Basic Info; its pictures (media, gallery) are the Images group. */
const basicFields = (t: AdminT, developers: Option[]): FieldSpecs<Base> => ({
  slug: { type: 'text', required: true, maxLength: 100, dir: 'ltr' },
  developerId: {
    type: 'select',
    required: true,
    options: [{ value: '', label: t('content.projects.selectDeveloper') }, ...developers],
  },
  basePath: {
    type: 'text',
    required: true,
    maxLength: 100,
    help: t('content.projects.help.basePath'),
    dir: 'ltr',
  },
  status: {
    type: 'select',
    options: PUBLISH_STATUSES.map((s) => ({ value: s, label: t(`content.options.${s}`) })),
  },
  sortOrder: { type: 'number' },
  whatsappNumber: { type: 'tel', maxLength: 40, help: t('content.projects.help.whatsappNumber') },
  contactPhone: { type: 'tel', maxLength: 40, help: t('content.projects.help.contactPhone') },
  contactEmail: { type: 'email', maxLength: 255 },
  mapLatitude: { type: 'number' },
  mapLongitude: { type: 'number' },
  deliveryYear: { type: 'number', help: t('content.projects.help.deliveryYear') },
  downPaymentPercent: { type: 'number', help: t('content.projects.help.downPaymentPercent') },
  installmentYears: { type: 'number', help: t('content.projects.help.installmentYears') },
  isActive: { type: 'checkbox' },
  isPopular: { type: 'checkbox' },
  showCalculator: { type: 'checkbox' },
  showExitIntent: { type: 'checkbox' },
  logoMediaId: { type: 'media', required: true },
  thumbnailMediaId: {
    type: 'media',
    required: true,
    help: t('content.projects.help.thumbnailMediaId'),
  },
  logoLargeMediaId: { type: 'media', help: t('content.projects.help.logoLargeMediaId') },
  heroMediaId: { type: 'media', help: t('content.projects.help.heroMediaId') },
  masterplanMediaId: { type: 'media' },
  gallery: { type: 'gallery', help: t('content.projects.help.gallery') },
})

const contentFields = (t: AdminT): FieldSpecs<LocaleTexts> => ({
  title: { type: 'text', required: true, maxLength: 200, wide: true },
  description: { type: 'textarea', required: true },
  keyInfo: { type: 'textarea', required: true },
  location: { type: 'text', maxLength: 120, help: t('content.projects.help.location') },
  whatsappMessage: {
    type: 'textarea',
    rows: 2,
    help: t('content.projects.help.whatsappMessage'),
  },
})

const sectionFields = (t: AdminT, projects: Option[]): FieldSpecs<Sections, SectionSpec> => ({
  heroHeadline: { group: 'Hero', type: 'text' },
  heroSubheadline: { group: 'Hero', type: 'textarea' },
  heroCtaLabel: { group: 'Hero', type: 'text' },
  unitsHeading: { group: 'Units', type: 'text' },
  unitsSubheading: { group: 'Units', type: 'text' },
  midCtaHeadline: { group: 'Mid CTA', type: 'text' },
  midCtaDescription: { group: 'Mid CTA', type: 'textarea' },
  midCtaButtonLabel: { group: 'Mid CTA', type: 'text' },
  masterplanHeading: { group: 'Other', type: 'text' },
  masterplanDescription: { group: 'Other', type: 'textarea' },
  locationHeading: { group: 'Other', type: 'text' },
  locationParagraphs: { group: 'Other', type: 'paragraphs' },
  locationHighlights: {
    group: 'Other',
    type: 'highlights',
    help: t('content.projects.help.locationHighlights'),
  },
  faqHeading: { group: 'Other', type: 'text' },
  faqs: { group: 'Other', type: 'faqs' },
  calculatorHeading: { group: 'Other', type: 'text' },
  calculatorCta: { group: 'Other', type: 'text' },
  exitIntentHeading: { group: 'Other', type: 'text' },
  exitIntentMessage: { group: 'Other', type: 'textarea' },
  exitIntentCta: { group: 'Other', type: 'text' },
  footerCtaHeading: { group: 'Other', type: 'text' },
  footerCtaButton: { group: 'Other', type: 'text' },
  footerText: { group: 'Other', type: 'textarea', help: t('content.projects.help.footerText') },
  formHeading: { group: 'Other', type: 'text' },
  formDescription: { group: 'Other', type: 'textarea' },
  formSubmitLabel: { group: 'Other', type: 'text' },
  seoTitle: { group: 'Other', type: 'text' },
  metaDescription: { group: 'Other', type: 'textarea' },
  ogTitle: { group: 'Other', type: 'text' },
  ogDescription: { group: 'Other', type: 'textarea' },
  crossSellEnabled: { group: 'Other', type: 'checkbox' },
  crossSellProjectId: {
    group: 'Other',
    type: 'select',
    options: [{ value: '', label: t('content.projects.none') }, ...projects],
  },
})

/** The specs of one group, in their order, without the group. */
function inGroup<K extends string>(specs: Record<K, SectionSpec>, group: SectionSpec['group']) {
  const picked: Partial<Record<K, FieldSpec>> = {}
  for (const name of Object.keys(specs) as K[]) {
    const { group: its, ...spec } = specs[name]
    if (its === group) picked[name] = spec
  }
  return picked
}

const sectionGroups = (t: AdminT, locale: 'en' | 'ar', projects: Option[]) => {
  const specs = sectionFields(t, projects)
  return SECTION_GROUPS.map((group) => ({
    title: t(`content.projects.groups.${group}`),
    fields: localeFields<ProjectFormValues>(
      locale,
      nestedFields<Texts, 'sections'>(
        'sections',
        specFields<Sections>(inGroup(specs, group), sectionLabelOf(t)),
      ),
    ),
  }))
}

const isPicture = (spec: FieldSpec) => spec.type === 'media' || spec.type === 'gallery'

/** Spec §2 project form tabs: Basic Info, English/Arabic Content, English/Arabic Sections. */
export function projectTabs(
  t: AdminT,
  developers: Option[],
  projects: Option[],
): RecordTab<ProjectFormValues>[] {
  const base = Object.entries(basicFields(t, developers)) as [keyof Base, FieldSpec][]
  const fields = (pictures: boolean) =>
    specFields<ProjectFormValues, keyof Base>(
      Object.fromEntries(base.filter(([, spec]) => isPicture(spec) === pictures)),
      labelOf(t),
    )
  const [basic, ...content] = contentTabs<ProjectFormValues>(
    t,
    fields(false),
    specFields<Texts, keyof LocaleTexts>(contentFields(t), labelOf(t)),
  )
  return [
    {
      ...basic!,
      groups: [...basic!.groups, { title: t('content.projects.images'), fields: fields(true) }],
    },
    ...content,
    {
      value: 'en-sections',
      label: t('forms.tabs.enSections'),
      dir: 'ltr',
      groups: sectionGroups(t, 'en', projects),
    },
    {
      value: 'ar-sections',
      label: t('forms.tabs.arSections'),
      dir: 'rtl',
      groups: sectionGroups(t, 'ar', projects),
    },
  ]
}
