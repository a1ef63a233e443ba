import { UNIT_AVAILABILITIES, UNIT_STATUSES } from '@/lib/admin/units/unit-schema'
import { contentTabs, type FieldConfig, type TabConfig } from '../forms/field-config'
import { humanize } from '../forms/humanize'

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
  { name: 'status', label: 'Status', type: 'select', options: choices(UNIT_STATUSES) },
  { name: 'imageUrl', label: 'Image URL' },
  { name: 'floorplanUrl', label: 'Floor plan URL' },
  { name: 'isActive', label: 'Active', type: 'checkbox' },
]

const contentFields: FieldConfig[] = [
  { name: 'title', label: 'Title', required: true, maxLength: 200, wide: true },
  { name: 'description', label: 'Description', type: 'textarea' },
  { name: 'priceLabel', label: 'Price label', maxLength: 100 },
  { name: 'priceValue', label: 'Price value', maxLength: 100, help: 'e.g. EGP 12,500,000' },
]

/** Spec §2 unit form tabs: Basic Info, English Content, Arabic Content. */
export function unitTabs(projects: Option[]): TabConfig[] {
  return contentTabs(basicFields(projects), contentFields)
}
