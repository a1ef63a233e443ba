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
  type?: FieldType
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

/** Translated text fields for both locales from one English list ("Name" → "en.name"). */
export function localeFields(locale: 'en' | 'ar', fields: FieldConfig[]): FieldConfig[] {
  return fields.map((field) => ({
    ...field,
    name: `${locale}.${field.name}`,
    dir: locale === 'ar' ? 'rtl' : 'ltr',
  }))
}

/** Basic Info, then the same content fields in English and in Arabic (written RTL). */
export function contentTabs(t: AdminT, basic: FieldConfig[], content: FieldConfig[]): TabConfig[] {
  return [
    { value: 'basic', label: t('forms.tabs.basic'), groups: [{ fields: basic }] },
    {
      value: 'en',
      label: t('forms.tabs.en'),
      dir: 'ltr',
      groups: [{ fields: localeFields('en', content) }],
    },
    {
      value: 'ar',
      label: t('forms.tabs.ar'),
      dir: 'rtl',
      groups: [{ fields: localeFields('ar', content) }],
    },
  ]
}

/** The id of a field's control ("en.sections.faqs.1.answer" → "field-en-sections-faqs-1-answer"). */
export const fieldId = (name: string) => `field-${name.replaceAll('.', '-')}`
