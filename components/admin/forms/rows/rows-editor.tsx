'use client'

import { ArrowDown, ArrowUp, GripVertical, Plus, Trash2 } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useRef, useState } from 'react'
import { useFieldArray, useFormContext } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { labelClass } from '@/components/ui/field-styles'
import { ErrorText, Help } from '../controls'
import { fieldId } from '../field-config'
import type { RowNoun } from '../summary-label'
import { useFieldError } from '../use-field-error'

export type RowsEditorProps = {
  /** Path of the list in the form's values, e.g. "en.sections.faqs". */
  name: string
  label: string
  /** What one row is called: "FAQ", "Highlight"… */
  rowNoun: Exclude<RowNoun, 'row'>
  emptyRow: Record<string, unknown>
  /** The row's inputs; `base` is the row's path ("en.sections.faqs.2"). */
  renderRow: (base: string, index: number) => React.ReactNode
  help?: string
  max?: number
  dir?: 'rtl' | 'ltr'
  /** Another way to add rows beside "Add …" (several gallery images at once); `room` is how many fit. */
  renderAddMore?: (
    append: (rows: Record<string, unknown>[]) => void,
    room: number,
  ) => React.ReactNode
}

type Focus = { rowId: string; action: 'up' | 'down' | 'remove' | 'first' } | { add: true }

/**
 * A repeatable list edited as rows: add, remove, and reorder by buttons (keyboard) or by
 * dragging the handle. After a move the focus stays on the moved row's button.
 */
export function RowsEditor(props: RowsEditorProps) {
  const t = useTranslations('admin.forms.rows')
  const noun = t(`nouns.${props.rowNoun}`)
  const { control } = useFormContext()
  const { fields, append, remove, move } = useFieldArray({ control, name: props.name })
  const listError = useFieldError(props.name)
  const listRef = useRef<HTMLOListElement>(null)
  const addRef = useRef<HTMLButtonElement>(null)
  const [dragFrom, setDragFrom] = useState<number | null>(null)
  const id = fieldId(props.name)
  const max = props.max ?? 30

  const focusLater = (focus: Focus) =>
    requestAnimationFrame(() => {
      if ('add' in focus) return addRef.current?.focus()
      const row = listRef.current?.querySelector<HTMLElement>(`[data-row="${focus.rowId}"]`)
      const target =
        focus.action === 'first'
          ? row?.querySelector<HTMLElement>('input, textarea, select, button[data-pick]')
          : row?.querySelector<HTMLElement>(`[data-action="${focus.action}"]:not(:disabled)`)
      ;(target ?? row?.querySelector<HTMLElement>('[data-action="remove"]'))?.focus()
    })

  const moveRow = (from: number, to: number) => {
    if (to < 0 || to >= fields.length || from === to) return
    const rowId = fields[from]!.id
    move(from, to)
    focusLater({ rowId, action: to < from ? 'up' : 'down' })
  }
  const removeRow = (index: number) => {
    const next = fields[index + 1] ?? fields[index - 1]
    remove(index)
    focusLater(next ? { rowId: next.id, action: 'remove' } : { add: true })
  }
  const addRow = () => {
    append(props.emptyRow, { shouldFocus: false })
    // The new row's id is known once it renders: focus its first input then.
    requestAnimationFrame(() => {
      const rows = listRef.current?.querySelectorAll<HTMLElement>('[data-row]')
      const last = rows?.[rows.length - 1]
      last?.querySelector<HTMLElement>('input, textarea, select, button[data-pick]')?.focus()
    })
  }

  return (
    <fieldset className="sm:col-span-2" aria-describedby={listError ? `${id}-error` : undefined}>
      <legend className={labelClass}>{props.label}</legend>
      <Help id={id} text={props.help} />
      <ol ref={listRef} className="mt-2 space-y-3" dir={props.dir}>
        {fields.map((field, index) => {
          const n = index + 1
          return (
            <li
              key={field.id}
              data-row={field.id}
              aria-labelledby={`${id}-row-${field.id}`}
              draggable={dragFrom === index}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move'
                event.dataTransfer.setData('text/plain', String(index))
              }}
              onDragOver={(event) => dragFrom !== null && event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault()
                if (dragFrom !== null) moveRow(dragFrom, index)
                setDragFrom(null)
              }}
              onDragEnd={() => setDragFrom(null)}
              className="rounded-lg border border-slate-200 bg-slate-50 p-3"
            >
              <div className="mb-2 flex items-center gap-1">
                <span
                  aria-hidden
                  title={t('drag')}
                  onPointerDown={() => setDragFrom(index)}
                  onPointerUp={() => setDragFrom(null)}
                  className="cursor-grab touch-none rounded p-1 text-slate-500 hover:bg-slate-200"
                >
                  <GripVertical className="size-4" />
                </span>
                <span
                  id={`${id}-row-${field.id}`}
                  className="me-auto text-sm font-semibold text-slate-700"
                >
                  {t('row', { noun, n })}
                </span>
                <Button
                  variant="ghost"
                  size="icon"
                  data-action="up"
                  aria-label={t('moveUp', { noun, n })}
                  disabled={index === 0}
                  onClick={() => moveRow(index, index - 1)}
                >
                  <ArrowUp className="size-4" aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  data-action="down"
                  aria-label={t('moveDown', { noun, n })}
                  disabled={index === fields.length - 1}
                  onClick={() => moveRow(index, index + 1)}
                >
                  <ArrowDown className="size-4" aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  data-action="remove"
                  aria-label={t('remove', { noun, n })}
                  onClick={() => removeRow(index)}
                >
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                {props.renderRow(`${props.name}.${index}`, index)}
              </div>
            </li>
          )
        })}
      </ol>
      {fields.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          {t('empty', { label: props.label.toLowerCase() })}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          ref={addRef}
          variant="outline"
          size="sm"
          disabled={fields.length >= max}
          onClick={addRow}
        >
          <Plus className="size-4" aria-hidden />
          {t(`add.${props.rowNoun}`)}
        </Button>
        {props.renderAddMore?.(
          (rows) => append(rows.slice(0, max - fields.length), { shouldFocus: false }),
          max - fields.length,
        )}
      </div>
      <ErrorText id={id} error={listError} />
    </fieldset>
  )
}
