'use client'

import { useMemo } from 'react'
import { submitUnit } from '@/lib/admin/units/unit-actions'
import { unitSchema } from '@/lib/admin/units/unit-schema'
import { EntityForm } from '../forms/entity-form'
import type { FormValues } from '../forms/field-config'
import { validateWith } from '../forms/validate-with'
import { unitTabs } from './unit-fields'

const validate = validateWith(unitSchema)

type Option = { value: string; label: string }

export type UnitFormProps = {
  id: string | null
  values: FormValues
  projects: Option[]
}

/** 'Create Unit' / 'Update Unit' with the spec's toasts. */
export function UnitForm({ id, values, projects }: UnitFormProps) {
  const tabs = useMemo(() => unitTabs(projects), [projects])
  const verb = id ? 'updated' : 'created'
  return (
    <EntityForm
      title={id ? 'Edit Unit' : 'New Unit'}
      tabs={tabs}
      values={values}
      validate={validate}
      submit={(formData) => submitUnit(id, null, formData)}
      submitLabel={id ? 'Update Unit' : 'Create Unit'}
      listHref="/admin/units"
      summaryHeading="Please fix the following errors:"
      toasts={{
        success: { title: 'Success', description: `Unit ${verb} successfully` },
        failure: (message) => ({ title: 'Error', description: message }),
      }}
    />
  )
}
