export const inputClass =
  'block min-h-11 w-full rounded-xl bg-white px-4 text-base text-navy ring-1 ring-sand-deep focus:outline-2 focus:outline-teal aria-invalid:ring-2 aria-invalid:ring-red-600'

export type FieldControlProps = {
  id: string
  name: string
  'aria-invalid': boolean
  'aria-describedby'?: string
  'aria-required'?: true
}

export type FormFieldProps = {
  id: string
  name: string
  label: string
  /** Already translated. */
  error?: string
  help?: React.ReactNode
  optionalLabel?: string
  children: (props: FieldControlProps) => React.ReactNode
}

/** Label, control, help text and inline error, wired for screen readers. */
export function FormField({
  id,
  name,
  label,
  error,
  help,
  optionalLabel,
  children,
}: FormFieldProps) {
  const describedBy = [help ? `${id}-help` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ')
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-navy">
        {label}
        {optionalLabel ? <span className="text-muted"> ({optionalLabel})</span> : null}
      </label>
      {children({
        id,
        name,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
        // The forms validate themselves (noValidate): required is said, not enforced.
        ...(optionalLabel ? {} : { 'aria-required': true as const }),
      })}
      {help ? (
        <p id={`${id}-help`} className="mt-1.5 text-sm text-muted">
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
