'use client'

import { useEffect, useRef } from 'react'

export type ProjectFilterSelectProps = {
  id: string
  defaultValue: string
  className: string
  options: { value: string; label: string }[]
}

/**
 * Choosing a project applies the filter at once (the form submits itself). The select follows
 * the URL: after 'Clear Filter' (a client navigation) it shows 'All Projects' again rather
 * than keeping the project that is no longer applied.
 */
export function ProjectFilterSelect({ options, ...props }: ProjectFilterSelectProps) {
  const ref = useRef<HTMLSelectElement>(null)
  useEffect(() => {
    if (ref.current && ref.current.value !== props.defaultValue) {
      ref.current.value = props.defaultValue
    }
  }, [props.defaultValue])
  return (
    <select
      ref={ref}
      {...props}
      name="project"
      onChange={(event) => event.currentTarget.form?.requestSubmit()}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
}
