import type { FieldValues, Path } from 'react-hook-form'
import type { AdminT } from './admin-t'

/** How one input of an admin record form is edited (rendered by FormField). */
export type FieldType =
  | 'text'
  | 'textarea'
  | 'number'
  | 'email'
  /** A phone number: the phone keypad, typed left to right. */
  | 'tel'
  | 'select'
  | 'checkbox'
  /** An amount in EGP, with its formatted reading shown under it. */
  | 'money'
  /** A media library item (picker). */
  | 'media'
  /** Rows of paragraphs. */
  | 'paragraphs'
  /** Rows of question and answer. */
  | 'faqs'
  /** Rows of icon, label and value. */
  | 'highlights'
  /** Rows of gallery images with captions. */
  | 'gallery'

/** One input of an admin record form, described once and rendered by RecordForm. */
export type FieldConfig = {
  /** Path in the form's values; translations are "en.name" / "ar.name". */
  name: string
  label: string
  /** Declared for every field: a text input refuses line breaks, a textarea keeps them. */
  type: FieldType
  options?: readonly { value: string; label: string }[]
  help?: string
  maxLength?: number
  required?: boolean
  rows?: number
  /** Spans both columns of the form grid. */
  wide?: boolean
  /** Media fields: what may be chosen. */
  accept?: 'image' | 'image-or-pdf'
  /** Text direction of typed text; Arabic tabs are RTL. */
  dir?: 'rtl' | 'ltr'
}

export type FieldGroup = { title?: string; fields: FieldConfig[] }

export type TabConfig = {
  value: string
  label: string
  /** Arabic content tabs are written RTL. */
  dir?: 'rtl' | 'ltr'
  groups: FieldGroup[]
}

/** A field of a record form whose values are `T`: its name a path of them (from the schema). */
export type RecordField<T extends FieldValues> = Omit<FieldConfig, 'name'> & { name: Path<T> }

/** A tab of a record form whose values are `T`. */
export type RecordTab<T extends FieldValues> = Omit<TabConfig, 'groups'> & {
  groups: { title?: string; fields: RecordField<T>[] }[]
}

/** A field described under its name: the name is its key, its label is found by it. */
export type FieldSpec = Omit<FieldConfig, 'name' | 'label'>

/**
 * A spec for every own field of `T` (a record's values, or one language's): a field its
 * schema gains is a type error here until it has one.
 */
export type FieldSpecs<T, Spec = FieldSpec> = { [K in keyof T & string]-?: Spec }

/** Specs as fields, in the order they are listed, each labelled by its name. */
export function specFields<T extends FieldValues, K extends keyof T & string = keyof T & string>(
  specs: Partial<Record<K, FieldSpec>>,
  label: (name: K) => string,
): RecordField<T>[] {
  return (Object.keys(specs) as K[]).map((name) => ({
    ...specs[name]!,
    name: name as unknown as Path<T>,
    label: label(name),
  }))
}

/** Fields of a nested part's values as fields of the whole ("title" of `en` → "en.title"). */
export function nestedFields<T extends FieldValues, P extends keyof T & string>(
  part: P,
  fields: RecordField<T[P]>[],
): RecordField<T>[] {
  return fields.map((field) => ({ ...field, name: `${part}.${field.name}` as Path<T> }))
}

/** Values with the same texts in English and Arabic. */
type Bilingual = FieldValues & { en: FieldValues; ar: FieldValues }

/** One language's fields as the record's, written in that language's direction. */
export function localeFields<T extends Bilingual>(
  locale: 'en' | 'ar',
  fields: RecordField<T['en']>[],
): RecordField<T>[] {
  return nestedFields<T, 'en' | 'ar'>(locale, fields).map((field) => ({
    ...field,
    dir: locale === 'ar' ? 'rtl' : 'ltr',
  }))
}

/** Basic Info, then the same content fields in English and in Arabic (written RTL). */
export function contentTabs<T extends Bilingual>(
  t: AdminT,
  basic: RecordField<T>[],
  content: RecordField<T['en']>[],
): RecordTab<T>[] {
  return [
    { value: 'basic', label: t('forms.tabs.basic'), groups: [{ fields: basic }] },
    {
      value: 'en',
      label: t('forms.tabs.en'),
      dir: 'ltr',
      groups: [{ fields: localeFields<T>('en', content) }],
    },
    {
      value: 'ar',
      label: t('forms.tabs.ar'),
      dir: 'rtl',
      groups: [{ fields: localeFields<T>('ar', content) }],
    },
  ]
}

/** The id of a field's control ("en.sections.faqs.1.answer" → "field-en-sections-faqs-1-answer"). */
export const fieldId = (name: string) => `field-${name.replaceAll('.', '-')}`
