import { UNIT_AVAILABILITIES, PUBLISH_STATUSES } from '@/lib/enums/record-statuses'
import type { AdminT } from '../forms/admin-t'
import { contentTabs, type FieldConfig, type TabConfig } from '../forms/field-config'

type Option = { value: string; label: string }

const basicFields = (t: AdminT, projects: Option[]): FieldConfig[] => [
  {
    name: 'projectId',
    label: t('common.fields.projectId'),
    type: 'select',
    required: true,
    options: [{ value: '', label: t('content.units.selectProject') }, ...projects],
  },
  {
    name: 'slug',
    label: t('common.fields.slug'),
    required: true,
    maxLength: 100,
    dir: 'ltr',
  },
  {
    name: 'unitType',
    label: t('content.units.fields.unitType'),
    required: true,
    maxLength: 50,
    help: t('content.units.help.unitType'),
  },
  { name: 'areaSqm', label: t('content.units.fields.areaSqm'), type: 'number' },
  { name: 'bedrooms', label: t('common.fields.bedrooms'), type: 'number' },
  { name: 'sortOrder', label: t('common.fields.sortOrder'), type: 'number' },
  {
    name: 'availabilityStatus',
    label: t('common.fields.availabilityStatus'),
    type: 'select',
    options: UNIT_AVAILABILITIES.map((v) => ({ value: v, label: t(`content.options.${v}`) })),
  },
  {
    name: 'status',
    label: t('common.fields.status'),
    type: 'select',
    options: PUBLISH_STATUSES.map((v) => ({ value: v, label: t(`content.options.${v}`) })),
  },
  {
    name: 'priceEgp',
    label: t('content.units.fields.priceEgp'),
    type: 'money',
    help: t('content.units.help.priceEgp'),
  },
  { name: 'downPaymentEgp', label: t('content.units.fields.downPaymentEgp'), type: 'money' },
  {
    name: 'monthlyInstallmentEgp',
    label: t('content.units.fields.monthlyInstallmentEgp'),
    type: 'money',
  },
  { name: 'imageMediaId', label: t('common.fields.imageMediaId'), type: 'media' },
  {
    name: 'floorplanMediaId',
    label: t('content.units.fields.floorplanMediaId'),
    type: 'media',
    accept: 'image-or-pdf',
    help: t('content.units.help.floorplanMediaId'),
  },
  { name: 'isActive', label: t('common.fields.isActive'), type: 'checkbox' },
]

const contentFields = (t: AdminT): FieldConfig[] => [
  {
    name: 'title',
    label: t('common.fields.title'),
    required: true,
    maxLength: 200,
    wide: true,
  },
  { name: 'description', label: t('common.fields.description'), type: 'textarea' },
  {
    name: 'priceLabel',
    label: t('content.units.fields.priceLabel'),
    maxLength: 100,
    help: t('content.units.help.priceLabel'),
  },
]

/** Spec §2 unit form tabs: Basic Info, English Content, Arabic Content. */
export function unitTabs(t: AdminT, projects: Option[]): TabConfig[] {
  return contentTabs(t, basicFields(t, projects), contentFields(t))
}
