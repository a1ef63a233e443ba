import {
  FAQS_HELP,
  LOCATION_HIGHLIGHTS_HELP,
  LOCATION_PARAGRAPHS_HELP,
  PROJECT_SECTION_GROUPS,
  PROJECT_STATUSES,
} from '@/lib/admin/projects/project-schema'
import { contentTabs, localeFields, type FieldConfig, type TabConfig } from '../forms/field-config'
import { humanize } from '../forms/humanize'

type Option = { value: string; label: string }

const LONG_TEXT = /(Subheadline|Description|Message|Paragraphs|Highlights|faqs|footerText)$/

const sectionHelp: Record<string, string> = {
  locationParagraphs: LOCATION_PARAGRAPHS_HELP,
  locationHighlights: LOCATION_HIGHLIGHTS_HELP,
  faqs: FAQS_HELP,
}

function sectionField(name: string, projects: Option[]): FieldConfig {
  if (name === 'crossSellEnabled') return { name, label: 'Cross-sell enabled', type: 'checkbox' }
  if (name === 'crossSellProjectId') {
    return {
      name,
      label: 'Cross-sell project',
      type: 'select',
      options: [{ value: '', label: 'None' }, ...projects],
    }
  }
  const long = LONG_TEXT.test(name)
  return {
    name,
    label: humanize(name),
    type: long ? 'textarea' : 'text',
    rows: name === 'faqs' ? 8 : undefined,
    help: sectionHelp[name],
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
    options: PROJECT_STATUSES.map((s) => ({ value: s, label: humanize(s) })),
  },
  { name: 'sortOrder', label: 'Sort Order', type: 'number' },
  { name: 'logoUrl', label: 'Logo URL', required: true },
  { name: 'thumbnailUrl', label: 'Thumbnail URL', required: true },
  { name: 'logoUrlLarge', label: 'Large logo URL' },
  { name: 'heroBgUrl', label: 'Hero background URL' },
  { name: 'masterplanImageUrl', label: 'Master plan image URL' },
  { name: 'whatsappNumber', label: 'WhatsApp number', maxLength: 20 },
  { name: 'whatsappMessage', label: 'WhatsApp message' },
  { name: 'contactPhone', label: 'Contact phone', maxLength: 20 },
  { name: 'contactEmail', label: 'Contact email', type: 'email', maxLength: 255 },
  { name: 'mapLatitude', label: 'Map latitude', type: 'number' },
  { name: 'mapLongitude', label: 'Map longitude', type: 'number' },
  { name: 'isActive', label: 'Active', type: 'checkbox' },
  { name: 'isPopular', label: 'Popular', type: 'checkbox' },
  { name: 'showCalculator', label: 'Show calculator', type: 'checkbox' },
  { name: 'showExitIntent', label: 'Show exit intent', type: 'checkbox' },
]

const contentFields: FieldConfig[] = [
  { name: 'title', label: 'Title', required: true, maxLength: 200, wide: true },
  { name: 'description', label: 'Description', type: 'textarea', required: true },
  { name: 'keyInfo', label: 'Key info', type: 'textarea', required: true },
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
  return [
    ...contentTabs(basicFields(developers), contentFields),
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
