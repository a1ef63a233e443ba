import { controlClass, labelClass } from '@/components/ui/field-styles'
import type { FieldConfig } from './field-config'

export type AdminFieldProps = {
  field: FieldConfig
  defaultValue: string | boolean | undefined
  error?: string
}

const fieldId = (name: string) => `field-${name.replaceAll('.', '-')}`

/** A labelled control with help text and its inline error, wired for screen readers. */
export function AdminField({ field, defaultValue, error }: AdminFieldProps) {
  const id = fieldId(field.name)
  const describedBy =
    [field.help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined
  const common = {
    id,
    name: field.name,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy,
    'aria-required': field.required || undefined,
  }
  const text = typeof defaultValue === 'string' ? defaultValue : ''
  const control =
    field.type === 'checkbox' ? (
      <input
        {...common}
        type="checkbox"
        defaultChecked={defaultValue === true}
        className="size-4 accent-navy"
      />
    ) : field.type === 'textarea' ? (
      <textarea
        {...common}
        defaultValue={text}
        rows={field.rows ?? 4}
        maxLength={field.maxLength}
        dir="auto"
        className={controlClass}
      />
    ) : field.type === 'select' ? (
      <select {...common} defaultValue={text} className={controlClass}>
        {field.options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    ) : (
      <input
        {...common}
        type={field.type === 'number' ? 'text' : (field.type ?? 'text')}
        inputMode={field.type === 'number' ? 'decimal' : undefined}
        defaultValue={text}
        maxLength={field.maxLength}
        dir="auto"
        className={controlClass}
      />
    )
  return (
    <div className={field.wide || field.type === 'textarea' ? 'sm:col-span-2' : undefined}>
      {field.type === 'checkbox' ? (
        <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium">
          {control}
          {field.label}
        </label>
      ) : (
        <>
          <label htmlFor={id} className={labelClass}>
            {field.label}
            {field.required ? <span className="text-red-700"> *</span> : null}
          </label>
          {control}
        </>
      )}
      {field.help ? (
        <p id={`${id}-help`} className="mt-1 text-xs text-slate-500">
          {field.help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export { fieldId }
