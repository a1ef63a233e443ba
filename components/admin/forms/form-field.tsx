'use client'

import { CheckboxControl, SelectControl, TextControl } from './controls'
import type { FieldConfig } from './field-config'
import { MoneyControl } from './money-control'
import { MediaControl } from './media-control'
import { FaqRows, GalleryRows, HighlightRows, ParagraphRows } from './rows/list-fields'

/** One configured field of a record form, bound to react-hook-form. */
export function FormField({ field }: { field: FieldConfig }) {
  switch (field.type) {
    case 'paragraphs':
      return <ParagraphRows field={field} />
    case 'faqs':
      return <FaqRows field={field} />
    case 'highlights':
      return <HighlightRows field={field} />
    case 'gallery':
      return <GalleryRows field={field} />
    case 'media':
      return (
        <div className="sm:col-span-2">
          <MediaControl
            name={field.name}
            label={field.label}
            accept={field.accept ?? 'image'}
            required={field.required}
            help={field.help}
          />
        </div>
      )
    default:
      return (
        <div className={field.wide || field.type === 'textarea' ? 'sm:col-span-2' : undefined}>
          <SimpleControl field={field} />
        </div>
      )
  }
}

function SimpleControl({ field }: { field: FieldConfig }) {
  const common = {
    name: field.name,
    label: field.label,
    help: field.help,
    required: field.required,
    dir: field.dir,
  }
  switch (field.type) {
    case 'checkbox':
      return <CheckboxControl {...common} />
    case 'select':
      return <SelectControl {...common} options={field.options ?? []} />
    case 'money':
      return <MoneyControl {...common} maxLength={30} />
    default:
      return (
        <TextControl
          {...common}
          type={
            field.type === 'textarea' ||
            field.type === 'email' ||
            field.type === 'tel' ||
            field.type === 'number'
              ? field.type
              : 'text'
          }
          maxLength={field.maxLength}
          rows={field.rows}
        />
      )
  }
}
