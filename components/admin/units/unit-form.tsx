'use client'

import { useMemo } from 'react'
import { submitUnit } from '@/lib/admin/units/unit-actions'
import type { UnitFormValues } from '@/lib/admin/units/unit-form-values'
import { unitGaps } from '@/lib/admin/units/unit-gaps'
import { unitSchema } from '@/lib/admin/units/unit-schema'
import { RecordForm } from '../forms/record-form'
import { unitTabs } from './unit-fields'

type Option = { value: string; label: string }

export type UnitFormProps = {
  id: string | null
  values: UnitFormValues
  projects: Option[]
  headerActions?: React.ReactNode
  history?: React.ReactNode
}

/** 'Create Unit' / 'Update Unit' with the spec's toasts. */
export function UnitForm({ id, values, projects, headerActions, history }: UnitFormProps) {
  const tabs = useMemo(() => unitTabs(projects), [projects])
  const verb = id ? 'updated' : 'created'
  return (
    <RecordForm
      title={id ? 'Edit Unit' : 'New Unit'}
      noun="unit"
      tabs={tabs}
      schema={unitSchema}
      defaultValues={values}
      submit={(data) => submitUnit(id, data)}
      submitLabel={id ? 'Update Unit' : 'Create Unit'}
      listHref="/admin/units"
      createdHref={id ? undefined : (created) => `/admin/units/${created}`}
      summaryHeading="Please fix the following errors:"
      toasts={{
        success: { title: 'Success', description: `Unit ${verb} successfully` },
        failure: (message) => ({ title: 'Error', description: message }),
      }}
      gapsOf={unitGaps}
      publishes={(data) => data.status === 'published'}
      headerActions={headerActions}
      history={history}
    />
  )
}
