'use client'

import { useTranslations } from 'next-intl'
import { HIGHLIGHT_ICONS } from '@/lib/content/highlight-icons'
import { SelectControl, TextControl } from '../controls'
import type { FieldConfig } from '../field-config'
import { MediaControl } from '../media-control'
import { AddGalleryImages } from './add-gallery-images'
import { HighlightIconPreview } from './highlight-icon-preview'
import { RowsEditor } from './rows-editor'

/** Paragraphs, one row each. */
export function ParagraphRows({ field }: { field: FieldConfig }) {
  const t = useTranslations('admin.forms.rows')
  return (
    <RowsEditor
      name={field.name}
      label={field.label}
      rowNoun="paragraph"
      emptyRow={{ text: '' }}
      help={field.help}
      dir={field.dir}
      renderRow={(base, index) => (
        <div className="sm:col-span-2">
          <TextControl
            name={`${base}.text`}
            label={t('paragraph', { n: index + 1 })}
            hideLabel
            type="textarea"
            rows={3}
            maxLength={2000}
            dir={field.dir}
          />
        </div>
      )}
    />
  )
}

/** Questions and answers, one FAQ per row. */
export function FaqRows({ field }: { field: FieldConfig }) {
  const t = useTranslations('admin.forms.rows')
  return (
    <RowsEditor
      name={field.name}
      label={field.label}
      rowNoun="faq"
      emptyRow={{ question: '', answer: '' }}
      help={field.help}
      dir={field.dir}
      renderRow={(base) => (
        <>
          <div className="sm:col-span-2">
            <TextControl
              name={`${base}.question`}
              label={t('parts.question')}
              maxLength={300}
              dir={field.dir}
            />
          </div>
          <div className="sm:col-span-2">
            <TextControl
              name={`${base}.answer`}
              label={t('parts.answer')}
              type="textarea"
              rows={3}
              maxLength={2000}
              dir={field.dir}
            />
          </div>
        </>
      )}
    />
  )
}

/** Location highlights: an icon from the visible set, a label and a value. */
export function HighlightRows({ field }: { field: FieldConfig }) {
  const t = useTranslations('admin.forms')
  const iconOptions = HIGHLIGHT_ICONS.map((icon) => ({ value: icon, label: t(`icons.${icon}`) }))
  return (
    <RowsEditor
      name={field.name}
      label={field.label}
      rowNoun="highlight"
      emptyRow={{ icon: 'map-pin', label: '', value: '' }}
      help={field.help}
      dir={field.dir}
      renderRow={(base) => (
        <>
          <div className="sm:col-span-2">
            <div className="flex items-end gap-2">
              <HighlightIconPreview name={`${base}.icon`} />
              <div className="flex-1">
                <SelectControl
                  name={`${base}.icon`}
                  label={t('rows.parts.icon')}
                  options={iconOptions}
                />
              </div>
            </div>
          </div>
          <div>
            <TextControl
              name={`${base}.label`}
              label={t('rows.parts.label')}
              maxLength={100}
              dir={field.dir}
            />
          </div>
          <div>
            <TextControl
              name={`${base}.value`}
              label={t('rows.parts.value')}
              maxLength={100}
              dir={field.dir}
            />
          </div>
        </>
      )}
    />
  )
}

/** The project's photo gallery: library images in order, each with optional captions. */
export function GalleryRows({ field }: { field: FieldConfig }) {
  const t = useTranslations('admin.forms.rows')
  return (
    <RowsEditor
      name={field.name}
      label={field.label}
      rowNoun="image"
      emptyRow={{ media: null, captionEn: '', captionAr: '' }}
      help={field.help}
      max={40}
      renderAddMore={(append, room) => (
        <AddGalleryImages
          room={room}
          onAdd={(items) => append(items.map((media) => ({ media, captionEn: '', captionAr: '' })))}
        />
      )}
      renderRow={(base, index) => (
        <>
          <div className="sm:col-span-2">
            <MediaControl
              name={`${base}.media`}
              label={t('galleryImage', { n: index + 1 })}
              accept="image"
              required
            />
          </div>
          <div>
            <TextControl
              name={`${base}.captionEn`}
              label={t('parts.captionEn')}
              maxLength={200}
              dir="ltr"
            />
          </div>
          <div>
            <TextControl
              name={`${base}.captionAr`}
              label={t('parts.captionAr')}
              maxLength={200}
              dir="rtl"
            />
          </div>
        </>
      )}
    />
  )
}
