import { DEVELOPER_STATUSES } from '@/lib/enums/record-statuses'
import type { AdminT } from '../forms/admin-t'
import { contentTabs, type FieldConfig, type TabConfig } from '../forms/field-config'

const basicFields = (t: AdminT): FieldConfig[] => [
  {
    name: 'slug',
    label: t('common.fields.slug'),
    required: true,
    maxLength: 50,
    help: t('content.developers.help.slug'),
    dir: 'ltr',
  },
  {
    name: 'status',
    label: t('common.fields.status'),
    type: 'select',
    options: DEVELOPER_STATUSES.map((s) => ({ value: s, label: t(`content.options.${s}`) })),
  },
  {
    name: 'logoMediaId',
    label: t('common.fields.logoMediaId'),
    type: 'media',
    required: true,
  },
  {
    name: 'heroMediaId',
    label: t('common.fields.heroMediaId'),
    type: 'media',
    help: t('content.developers.help.heroMediaId'),
  },
  { name: 'basePath', label: t('common.fields.basePath'), maxLength: 100, dir: 'ltr' },
  { name: 'seoCanonicalUrl', label: t('content.developers.fields.seoCanonicalUrl'), dir: 'ltr' },
  {
    name: 'sortOrder',
    label: t('common.fields.sortOrder'),
    type: 'number',
    help: t('content.developers.help.sortOrder'),
  },
  { name: 'isActive', label: t('common.fields.isActive'), type: 'checkbox' },
]

const contentFields = (t: AdminT): FieldConfig[] => [
  { name: 'name', label: t('common.fields.name'), required: true, maxLength: 100 },
  { name: 'tagline', label: t('content.developers.fields.tagline'), maxLength: 200 },
  {
    name: 'description',
    label: t('common.fields.description'),
    type: 'textarea',
    maxLength: 1000,
  },
  {
    name: 'heroParagraph',
    label: t('content.developers.fields.heroParagraph'),
    type: 'textarea',
    maxLength: 500,
  },
  { name: 'aboutHeading', label: t('content.developers.fields.aboutHeading'), maxLength: 100 },
  {
    name: 'projectsHeading',
    label: t('content.developers.fields.projectsHeading'),
    maxLength: 100,
  },
  {
    name: 'aboutParagraphs',
    label: t('content.developers.fields.aboutParagraphs'),
    type: 'paragraphs',
  },
  {
    name: 'ctaLabel',
    label: t('content.developers.fields.ctaLabel'),
    maxLength: 50,
    help: t('content.developers.help.ctaLabel'),
  },
  { name: 'seoTitle', label: t('content.developers.fields.seoTitle'), maxLength: 60 },
  {
    name: 'metaDescription',
    label: t('content.developers.fields.metaDescription'),
    maxLength: 160,
  },
  { name: 'ogTitle', label: t('content.developers.fields.ogTitle'), maxLength: 60 },
  { name: 'ogDescription', label: t('content.developers.fields.ogDescription'), maxLength: 160 },
]

/** Spec §2 developer form tabs: Basic Info, English Content, Arabic Content (written RTL). */
export const developerTabs = (t: AdminT): TabConfig[] =>
  contentTabs(t, basicFields(t), contentFields(t))
