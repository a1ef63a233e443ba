import { PROJECT_SECTION_GROUPS } from '@/lib/admin/projects/project-schema'
import { PUBLISH_STATUSES } from '@/lib/enums/record-statuses'
import type { AdminT } from '../forms/admin-t'
import { contentTabs, localeFields, type FieldConfig, type TabConfig } from '../forms/field-config'

type Option = { value: string; label: string }
type SectionName = (typeof PROJECT_SECTION_GROUPS)[keyof typeof PROJECT_SECTION_GROUPS][number]

const LONG_TEXT = /(Subheadline|Description|Message|footerText)$/

const SECTION_FIELDS: Partial<Record<SectionName, Partial<FieldConfig>>> = {
  locationParagraphs: { type: 'paragraphs' },
  locationHighlights: { type: 'highlights' },
  faqs: { type: 'faqs' },
  crossSellEnabled: { type: 'checkbox' },
}

const SECTION_HELP = ['locationHighlights', 'footerText'] as const

function sectionField(t: AdminT, name: SectionName, projects: Option[]): FieldConfig {
  const label = t(`content.projects.sections.${name}`)
  if (name === 'crossSellProjectId') {
    return {
      name,
      label,
      type: 'select',
      options: [{ value: '', label: t('content.projects.none') }, ...projects],
    }
  }
  const help = SECTION_HELP.find((n) => n === name)
  return {
    name,
    label,
    type: LONG_TEXT.test(name) ? 'textarea' : 'text',
    ...(help ? { help: t(`content.projects.help.${help}`) } : {}),
    ...SECTION_FIELDS[name],
  }
}

const basicFields = (t: AdminT, developers: Option[]): FieldConfig[] => [
  {
    name: 'slug',
    label: t('common.fields.slug'),
    required: true,
    maxLength: 100,
    dir: 'ltr',
  },
  {
    name: 'developerId',
    label: t('common.fields.developerId'),
    type: 'select',
    required: true,
    options: [{ value: '', label: t('content.projects.selectDeveloper') }, ...developers],
  },
  {
    name: 'basePath',
    label: t('common.fields.basePath'),
    required: true,
    maxLength: 100,
    help: t('content.projects.help.basePath'),
    dir: 'ltr',
  },
  {
    name: 'status',
    label: t('common.fields.status'),
    type: 'select',
    options: PUBLISH_STATUSES.map((s) => ({ value: s, label: t(`content.options.${s}`) })),
  },
  { name: 'sortOrder', label: t('common.fields.sortOrder'), type: 'number' },
  {
    name: 'whatsappNumber',
    label: t('content.projects.fields.whatsappNumber'),
    type: 'tel',
    maxLength: 40,
    help: t('content.projects.help.whatsappNumber'),
  },
  {
    name: 'contactPhone',
    label: t('content.projects.fields.contactPhone'),
    type: 'tel',
    maxLength: 40,
    help: t('content.projects.help.contactPhone'),
  },
  {
    name: 'contactEmail',
    label: t('content.projects.fields.contactEmail'),
    type: 'email',
    maxLength: 255,
  },
  { name: 'mapLatitude', label: t('content.projects.fields.mapLatitude'), type: 'number' },
  { name: 'mapLongitude', label: t('content.projects.fields.mapLongitude'), type: 'number' },
  {
    name: 'deliveryYear',
    label: t('content.projects.fields.deliveryYear'),
    type: 'number',
    help: t('content.projects.help.deliveryYear'),
  },
  {
    name: 'downPaymentPercent',
    label: t('content.projects.fields.downPaymentPercent'),
    type: 'number',
    help: t('content.projects.help.downPaymentPercent'),
  },
  {
    name: 'installmentYears',
    label: t('content.projects.fields.installmentYears'),
    type: 'number',
    help: t('content.projects.help.installmentYears'),
  },
  { name: 'isActive', label: t('common.fields.isActive'), type: 'checkbox' },
  { name: 'isPopular', label: t('content.projects.fields.isPopular'), type: 'checkbox' },
  { name: 'showCalculator', label: t('content.projects.fields.showCalculator'), type: 'checkbox' },
  { name: 'showExitIntent', label: t('content.projects.fields.showExitIntent'), type: 'checkbox' },
]

const imageFields = (t: AdminT): FieldConfig[] => [
  {
    name: 'logoMediaId',
    label: t('common.fields.logoMediaId'),
    type: 'media',
    required: true,
  },
  {
    name: 'thumbnailMediaId',
    label: t('content.projects.fields.thumbnailMediaId'),
    type: 'media',
    required: true,
    help: t('content.projects.help.thumbnailMediaId'),
  },
  {
    name: 'logoLargeMediaId',
    label: t('content.projects.fields.logoLargeMediaId'),
    type: 'media',
    help: t('content.projects.help.logoLargeMediaId'),
  },
  {
    name: 'heroMediaId',
    label: t('common.fields.heroMediaId'),
    type: 'media',
    help: t('content.projects.help.heroMediaId'),
  },
  {
    name: 'masterplanMediaId',
    label: t('content.projects.fields.masterplanMediaId'),
    type: 'media',
  },
  {
    name: 'gallery',
    label: t('content.projects.fields.gallery'),
    type: 'gallery',
    help: t('content.projects.help.gallery'),
  },
]

const contentFields = (t: AdminT): FieldConfig[] => [
  {
    name: 'title',
    label: t('common.fields.title'),
    required: true,
    maxLength: 200,
    wide: true,
  },
  {
    name: 'description',
    label: t('common.fields.description'),
    type: 'textarea',
    required: true,
  },
  {
    name: 'keyInfo',
    label: t('content.projects.fields.keyInfo'),
    type: 'textarea',
    required: true,
  },
  {
    name: 'location',
    label: t('content.projects.fields.location'),
    maxLength: 120,
    help: t('content.projects.help.location'),
  },
  {
    name: 'whatsappMessage',
    label: t('content.projects.fields.whatsappMessage'),
    type: 'textarea',
    rows: 2,
    help: t('content.projects.help.whatsappMessage'),
  },
]

const sectionGroups = (t: AdminT, locale: 'en' | 'ar', projects: Option[]) =>
  Object.entries(PROJECT_SECTION_GROUPS).map(([title, names]) => ({
    title: t(`content.projects.groups.${title as keyof typeof PROJECT_SECTION_GROUPS}`),
    fields: localeFields(
      locale,
      names.map((name) => ({ ...sectionField(t, name, projects), name: `sections.${name}` })),
    ),
  }))

/** Spec §2 project form tabs: Basic Info, English/Arabic Content, English/Arabic Sections. */
export function projectTabs(t: AdminT, developers: Option[], projects: Option[]): TabConfig[] {
  const [basic, ...content] = contentTabs(t, basicFields(t, developers), contentFields(t))
  return [
    {
      ...basic!,
      groups: [...basic!.groups, { title: t('content.projects.images'), fields: imageFields(t) }],
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
