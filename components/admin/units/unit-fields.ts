import { UNIT_AVAILABILITIES, PUBLISH_STATUSES } from '@/lib/enums/record-statuses'
import { contentTabs, type FieldConfig, type TabConfig } from '../forms/field-config'
import { humanize } from '@/lib/admin/humanize'

type Option = { value: string; label: string }

const choices = (values: readonly string[]) => values.map((v) => ({ value: v, label: humanize(v) }))

const basicFields = (projects: Option[]): FieldConfig[] => [
  {
    name: 'projectId',
    label: 'Project',
    type: 'select',
    required: true,
    options: [{ value: '', label: 'Select a project' }, ...projects],
  },
  { name: 'slug', label: 'Slug', required: true, maxLength: 100 },
  {
    name: 'unitType',
    label: 'Unit type',
    required: true,
    maxLength: 50,
    help: 'e.g. apartment, villa, townhouse',
  },
  { name: 'areaSqm', label: 'Area (sqm)', type: 'number' },
  { name: 'bedrooms', label: 'Bedrooms', type: 'number' },
  { name: 'sortOrder', label: 'Sort Order', type: 'number' },
  {
    name: 'availabilityStatus',
    label: 'Availability',
    type: 'select',
    options: choices(UNIT_AVAILABILITIES),
  },
  { name: 'status', label: 'Status', type: 'select', options: choices(PUBLISH_STATUSES) },
  {
    name: 'priceEgp',
    label: 'Price (EGP)',
    type: 'money',
    help: 'The total price, e.g. 9800000 or 9.8M. Empty: “Price on request”.',
  },
  { name: 'downPaymentEgp', label: 'Down payment (EGP)', type: 'money' },
  { name: 'monthlyInstallmentEgp', label: 'Monthly instalment (EGP)', type: 'money' },
  { name: 'imageMediaId', label: 'Image', type: 'media' },
  {
    name: 'floorplanMediaId',
    label: 'Floor plan',
    type: 'media',
    accept: 'image-or-pdf',
    help: 'An image or a PDF; visitors see it after leaving their details.',
  },
  { name: 'isActive', label: 'Active', type: 'checkbox' },
]

const contentFields: FieldConfig[] = [
  { name: 'title', label: 'Title', required: true, maxLength: 200, wide: true },
  { name: 'description', label: 'Description', type: 'textarea' },
  {
    name: 'priceLabel',
    label: 'Price label',
    maxLength: 100,
    help: 'Shown before the price, e.g. “Starting from”.',
  },
]

/** Spec §2 unit form tabs: Basic Info, English Content, Arabic Content. */
export function unitTabs(projects: Option[]): TabConfig[] {
  return contentTabs(basicFields(projects), contentFields)
}
