import type { DeveloperFormValues } from '@/lib/admin/developers/developer-form-values'
import { DEVELOPER_STATUSES } from '@/lib/enums/record-statuses'
import type { AdminT } from '../forms/admin-t'
import { isSharedField } from '../forms/shared-field'
import { contentTabs, specFields, type FieldSpecs, type RecordTab } from '../forms/field-config'

type Base = Omit<DeveloperFormValues, 'en' | 'ar'>
type Texts = DeveloperFormValues['en']

/** Every field is labelled by its name (common.fields, else content.developers.fields). */
const labelOf = (t: AdminT) => (name: keyof Base | keyof Texts) =>
  isSharedField(t, name) ? t(`common.fields.${name}`) : t(`content.developers.fields.${name}`)

const basicFields = (t: AdminT): FieldSpecs<Base> => ({
  slug: {
    type: 'text',
    required: true,
    maxLength: 50,
    help: t('content.developers.help.slug'),
    dir: 'ltr',
  },
  status: {
    type: 'select',
    options: DEVELOPER_STATUSES.map((s) => ({ value: s, label: t(`content.options.${s}`) })),
  },
  logoMediaId: { type: 'media', required: true },
  heroMediaId: { type: 'media', help: t('content.developers.help.heroMediaId') },
  basePath: { type: 'text', maxLength: 100, dir: 'ltr' },
  seoCanonicalUrl: { type: 'text', dir: 'ltr' },
  sortOrder: { type: 'number', help: t('content.developers.help.sortOrder') },
  isActive: { type: 'checkbox' },
})

const contentFields = (t: AdminT): FieldSpecs<Texts> => ({
  name: { type: 'text', required: true, maxLength: 100 },
  tagline: { type: 'text', maxLength: 200 },
  description: { type: 'textarea', maxLength: 1000 },
  heroParagraph: { type: 'textarea', maxLength: 500 },
  aboutHeading: { type: 'text', maxLength: 100 },
  projectsHeading: { type: 'text', maxLength: 100 },
  aboutParagraphs: { type: 'paragraphs' },
  ctaLabel: { type: 'text', maxLength: 50, help: t('content.developers.help.ctaLabel') },
  seoTitle: { type: 'text', maxLength: 60 },
  metaDescription: { type: 'text', maxLength: 160 },
  ogTitle: { type: 'text', maxLength: 60 },
  ogDescription: { type: 'text', maxLength: 160 },
})

/** Spec §2 developer form tabs: Basic Info, English Content, Arabic Content (written RTL). */
export const developerTabs = (t: AdminT): RecordTab<DeveloperFormValues>[] =>
  contentTabs<DeveloperFormValues>(
    t,
    specFields<DeveloperFormValues, keyof Base>(basicFields(t), labelOf(t)),
    specFields<Texts>(contentFields(t), labelOf(t)),
  )
