import type { UnitFormValues } from '@/lib/admin/units/unit-form-values'
import { UNIT_AVAILABILITIES, PUBLISH_STATUSES } from '@/lib/enums/record-statuses'
import type { AdminT } from '../forms/admin-t'
import { isSharedField } from '../forms/shared-field'
import { contentTabs, specFields, type FieldSpecs, type RecordTab } from '../forms/field-config'

type Option = { value: string; label: string }
type Base = Omit<UnitFormValues, 'en' | 'ar'>
type Texts = UnitFormValues['en']

/** Every field is labelled by its name (common.fields, else content.units.fields). */
const labelOf = (t: AdminT) => (name: keyof Base | keyof Texts) =>
  isSharedField(t, name) ? t(`common.fields.${name}`) : t(`content.units.fields.${name}`)

const basicFields = (t: AdminT, projects: Option[]): FieldSpecs<Base> => ({
  projectId: {
    type: 'select',
    required: true,
    options: [{ value: '', label: t('content.units.selectProject') }, ...projects],
  },
  slug: { type: 'text', required: true, maxLength: 100, dir: 'ltr' },
  unitType: {
    type: 'text',
    required: true,
    maxLength: 50,
    help: t('content.units.help.unitType'),
  },
  areaSqm: { type: 'number' },
  bedrooms: { type: 'number' },
  sortOrder: { type: 'number' },
  availabilityStatus: {
    type: 'select',
    options: UNIT_AVAILABILITIES.map((v) => ({ value: v, label: t(`content.options.${v}`) })),
  },
  status: {
    type: 'select',
    options: PUBLISH_STATUSES.map((v) => ({ value: v, label: t(`content.options.${v}`) })),
  },
  priceEgp: { type: 'money', help: t('content.units.help.priceEgp') },
  downPaymentEgp: { type: 'money' },
  monthlyInstallmentEgp: { type: 'money' },
  imageMediaId: { type: 'media' },
  floorplanMediaId: {
    type: 'media',
    accept: 'image-or-pdf',
    help: t('content.units.help.floorplanMediaId'),
  },
  isActive: { type: 'checkbox' },
})

const contentFields = (t: AdminT): FieldSpecs<Texts> => ({
  title: { type: 'text', required: true, maxLength: 200, wide: true },
  description: { type: 'textarea' },
  priceLabel: { type: 'text', maxLength: 100, help: t('content.units.help.priceLabel') },
})

/** Spec §2 unit form tabs: Basic Info, English Content, Arabic Content. */
export function unitTabs(t: AdminT, projects: Option[]): RecordTab<UnitFormValues>[] {
  return contentTabs<UnitFormValues>(
    t,
    specFields<UnitFormValues, keyof Base>(basicFields(t, projects), labelOf(t)),
    specFields<Texts>(contentFields(t), labelOf(t)),
  )
}
