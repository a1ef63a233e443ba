import { DEVELOPER_STATUSES } from '@/lib/enums/record-statuses'
import { contentTabs, type FieldConfig, type TabConfig } from '../forms/field-config'

const basicFields: FieldConfig[] = [
  {
    name: 'slug',
    label: 'Slug',
    required: true,
    maxLength: 50,
    help: 'Lowercase letters, numbers and hyphens, e.g. palm-hills',
  },
  {
    name: 'status',
    label: 'Status',
    type: 'select',
    options: DEVELOPER_STATUSES.map((s) => ({ value: s, label: s[0]?.toUpperCase() + s.slice(1) })),
  },
  { name: 'logoMediaId', label: 'Logo', type: 'media', required: true },
  {
    name: 'heroMediaId',
    label: 'Hero image',
    type: 'media',
    help: 'Shown wide behind the developer’s name; a landscape photo of 1920 px or more.',
  },
  { name: 'basePath', label: 'Base path', maxLength: 100 },
  { name: 'seoCanonicalUrl', label: 'SEO canonical URL' },
  { name: 'sortOrder', label: 'Sort Order', type: 'number', help: '0 to 9999; lower shows first' },
  { name: 'isActive', label: 'Active', type: 'checkbox' },
]

const contentFields: FieldConfig[] = [
  { name: 'name', label: 'Name', required: true, maxLength: 100 },
  { name: 'tagline', label: 'Tagline', maxLength: 200 },
  { name: 'description', label: 'Description', type: 'textarea', maxLength: 1000 },
  { name: 'heroParagraph', label: 'Hero paragraph', type: 'textarea', maxLength: 500 },
  { name: 'aboutHeading', label: 'About heading', maxLength: 100 },
  { name: 'projectsHeading', label: 'Projects heading', maxLength: 100 },
  { name: 'aboutParagraphs', label: 'About paragraphs', type: 'paragraphs' },
  {
    name: 'ctaLabel',
    label: 'CTA label',
    maxLength: 50,
    help: 'The hero button that leads to the projects. Empty: “Explore Projects”.',
  },
  { name: 'seoTitle', label: 'SEO title', maxLength: 60 },
  { name: 'metaDescription', label: 'Meta description', maxLength: 160 },
  { name: 'ogTitle', label: 'OG title', maxLength: 60 },
  { name: 'ogDescription', label: 'OG description', maxLength: 160 },
]

/** Spec §2 developer form tabs: Basic Info, English Content, Arabic Content (written RTL). */
export const developerTabs: TabConfig[] = contentTabs(basicFields, contentFields)
