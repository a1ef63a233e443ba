'use client'

import { useId } from 'react'

export type SegmentedChoiceProps<T extends string | number> = {
  legend: string
  options: readonly T[]
  value: T
  onChange: (value: T) => void
  /** Visible text of one option, e.g. "10%" or "5 years". */
  renderOption: (option: T) => string
}

/**
 * A row of segmented buttons backed by real radio inputs: one tab stop, arrow keys move the
 * choice, and screen readers announce "radio, 2 of 4, checked" without any ARIA of our own.
 */
export function SegmentedChoice<T extends string | number>({
  legend,
  options,
  value,
  onChange,
  renderOption,
}: SegmentedChoiceProps<T>) {
  const name = useId()
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-navy">{legend}</legend>
      <div className="flex gap-2">
        {options.map((option) => (
          <label key={String(option)} className="relative flex-1">
            <input
              type="radio"
              name={name}
              value={String(option)}
              checked={option === value}
              onChange={() => onChange(option)}
              className="peer sr-only"
            />
            <span className="flex min-h-11 cursor-pointer items-center justify-center rounded-xl bg-white px-2 text-center text-sm font-semibold text-navy ring-1 ring-sand-deep transition hover:bg-sand peer-checked:bg-navy peer-checked:text-white peer-checked:ring-navy peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-teal">
              {renderOption(option)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
