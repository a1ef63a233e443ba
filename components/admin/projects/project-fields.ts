import { PROJECT_SECTION_GROUPS } from '@/lib/admin/projects/project-schema'
import { humanize } from '@/lib/admin/humanize'
import { PUBLISH_STATUSES } from '@/lib/enums/record-statuses'
import { contentTabs, localeFields, type FieldConfig, type TabConfig } from '../forms/field-config'

type Option = { value: string; label: string }

const LONG_TEXT = /(Subheadline|Description|Message|footerText)$/

const SECTION_FIELDS: Record<string, Partial<FieldConfig>> = {
  locationParagraphs: { type: 'paragraphs', label: 'Location paragraphs' },
  locationHighlights: {
    type: 'highlights',
    label: 'Location highlights',
    help: 'Places near the project, each with an icon, e.g. Airport · Cairo Airport · 30 min.',
  },
  faqs: { type: 'faqs', label: 'FAQs' },
  footerText: {
    label: 'Disclaimer (small print)',
    help: 'Shown under the closing call to action, e.g. that prices may change.',
  },
  crossSellEnabled: { type: 'checkbox', label: 'Cross-sell enabled' },
}

function sectionField(name: string, projects: Option[]): FieldConfig {
  if (name === 'crossSellProjectId') {
    return {
      name,
      label: 'Cross-sell project',
      type: 'select',
      options: [{ value: '', label: 'None' }, ...projects],
    }
  }
  return {
    name,
    label: humanize(name),
    type: LONG_TEXT.test(name) ? 'textarea' : 'text',
    ...SECTION_FIELDS[name],
  }
}

const basicFields = (developers: Option[]): FieldConfig[] => [
  { name: 'slug', label: 'Slug', required: true, maxLength: 100 },
  {
    name: 'developerId',
    label: 'Developer',
    type: 'select',
    required: true,
    options: [{ value: '', label: 'Select a developer' }, ...developers],
  },
  {
    name: 'basePath',
    label: 'Base path',
    required: true,
    maxLength: 100,
    help: 'e.g. /the-crest-residence',
  },
  {
    name: 'status',
    label: 'Status',
    type: 'select',
    options: PUBLISH_STATUSES.map((s) => ({ value: s, label: humanize(s) })),
  },
  { name: 'sortOrder', label: 'Sort Order', type: 'number' },
  {
    name: 'whatsappNumber',
    label: 'WhatsApp number',
    type: 'tel',
    maxLength: 40,
    help: 'An Egyptian mobile, or a number with its country code (+971 …). The chat button shows only when set.',
  },
  {
    name: 'contactPhone',
    label: 'Contact phone',
    type: 'tel',
    maxLength: 40,
    help: 'An Egyptian mobile, or a number with its country code (+20 2 … for a landline).',
  },
  { name: 'contactEmail', label: 'Contact email', type: 'email', maxLength: 255 },
  { name: 'mapLatitude', label: 'Map latitude', type: 'number' },
  { name: 'mapLongitude', label: 'Map longitude', type: 'number' },
  {
    name: 'deliveryYear',
    label: 'Delivery year',
    type: 'number',
    help: 'Shown at the top of the project page, e.g. 2028.',
  },
  {
    name: 'downPaymentPercent',
    label: 'Down payment (%)',
    type: 'number',
    help: 'The usual plan, shown at the top of the page: e.g. 10 (% down) …',
  },
  {
    name: 'installmentYears',
    label: 'Instalment years',
    type: 'number',
    help: '… over e.g. 8 years.',
  },
  { name: 'isActive', label: 'Active', type: 'checkbox' },
  { name: 'isPopular', label: 'Popular', type: 'checkbox' },
  { name: 'showCalculator', label: 'Show calculator', type: 'checkbox' },
  { name: 'showExitIntent', label: 'Show exit intent', type: 'checkbox' },
]

const imageFields: FieldConfig[] = [
  { name: 'logoMediaId', label: 'Logo', type: 'media', required: true },
  {
    name: 'thumbnailMediaId',
    label: 'Thumbnail',
    type: 'media',
    required: true,
    help: 'The picture on project cards (lists, menus, cross-sell).',
  },
  { name: 'logoLargeMediaId', label: 'Large logo', type: 'media', help: 'Shown in the hero.' },
  {
    name: 'heroMediaId',
    label: 'Hero image',
    type: 'media',
    help: 'The first picture visitors see; a landscape photo of 1920 px or more.',
  },
  { name: 'masterplanMediaId', label: 'Master plan', type: 'media' },
  {
    name: 'gallery',
    label: 'Gallery',
    type: 'gallery',
    help: 'Photos shown in the project page’s gallery, in this order.',
  },
]

const contentFields: FieldConfig[] = [
  { name: 'title', label: 'Title', required: true, maxLength: 200, wide: true },
  { name: 'description', label: 'Description', type: 'textarea', required: true },
  { name: 'keyInfo', label: 'Key info', type: 'textarea', required: true },
  {
    name: 'location',
    label: 'Location',
    maxLength: 120,
    help: 'A few words, shown at the top of the page, e.g. Fifth Settlement, New Cairo.',
  },
  {
    name: 'whatsappMessage',
    label: 'WhatsApp message',
    type: 'textarea',
    rows: 2,
    help: 'Pre-filled in the visitor’s chat. Empty: a greeting naming the project.',
  },
]

const sectionGroups = (locale: 'en' | 'ar', projects: Option[]) =>
  Object.entries(PROJECT_SECTION_GROUPS).map(([title, names]) => ({
    title,
    fields: localeFields(
      locale,
      names.map((name) => ({ ...sectionField(name, projects), name: `sections.${name}` })),
    ),
  }))

/** Spec §2 project form tabs: Basic Info, English/Arabic Content, English/Arabic Sections. */
export function projectTabs(developers: Option[], projects: Option[]): TabConfig[] {
  const [basic, ...content] = contentTabs(basicFields(developers), contentFields)
  return [
    { ...basic!, groups: [...basic!.groups, { title: 'Images', fields: imageFields }] },
    ...content,
    {
      value: 'en-sections',
      label: 'English Sections',
      dir: 'ltr',
      groups: sectionGroups('en', projects),
    },
    {
      value: 'ar-sections',
      label: 'Arabic Sections',
      dir: 'rtl',
      groups: sectionGroups('ar', projects),
    },
  ]
}
