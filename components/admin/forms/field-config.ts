/** One input of an admin entity form, described once and rendered by EntityForm. */
export type FieldConfig = {
  /** FormData name; translations are "en.name" / "ar.name". */
  name: string
  label: string
  type?: 'text' | 'textarea' | 'number' | 'email' | 'select' | 'checkbox'
  options?: readonly { value: string; label: string }[]
  help?: string
  maxLength?: number
  required?: boolean
  rows?: number
  /** Spans both columns of the form grid. */
  wide?: boolean
}

export type FieldGroup = { title?: string; fields: FieldConfig[] }

export type TabConfig = {
  value: string
  label: string
  /** Arabic content tabs are written RTL. */
  dir?: 'rtl' | 'ltr'
  groups: FieldGroup[]
}

export type FormValues = { [name: string]: string | boolean | FormValues }

/** The initial value of a field from nested values ("en.name" → values.en.name). */
export function valueAt(values: FormValues, path: string): string | boolean | undefined {
  let node: string | boolean | FormValues | undefined = values
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object') return undefined
    node = node[part]
  }
  return typeof node === 'object' ? undefined : node
}

/** Translated text fields for both locales from one English list ("Name" → "en.name"). */
export function localeFields(locale: 'en' | 'ar', fields: FieldConfig[]): FieldConfig[] {
  return fields.map((field) => ({ ...field, name: `${locale}.${field.name}` }))
}

/** Basic Info, then the same content fields in English and in Arabic (right-to-left). */
export function contentTabs(basic: FieldConfig[], content: FieldConfig[]): TabConfig[] {
  return [
    { value: 'basic', label: 'Basic Info', groups: [{ fields: basic }] },
    {
      value: 'en',
      label: 'English Content',
      dir: 'ltr',
      groups: [{ fields: localeFields('en', content) }],
    },
    {
      value: 'ar',
      label: 'Arabic Content',
      dir: 'rtl',
      groups: [{ fields: localeFields('ar', content) }],
    },
  ]
}
