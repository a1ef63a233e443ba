'use client'

import { useTranslations } from 'next-intl'
import { useMemo } from 'react'
import { submitUnit } from '@/lib/admin/units/unit-actions'
import type { UnitFormValues } from '@/lib/admin/units/unit-form-values'
import { unitGaps } from '@/lib/admin/units/unit-gaps'
import { unitSchema } from '@/lib/admin/units/unit-schema'
import { RecordForm } from '../forms/record-form'
import { unitTabs } from './unit-fields'
import { contentFormProps } from '../forms/content-form-props'

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
  const t = useTranslations('admin')
  const tabs = useMemo(() => unitTabs(t, projects), [t, projects])
  return (
    <RecordForm
      {...contentFormProps(t, 'units', id)}
      tabs={tabs}
      schema={unitSchema}
      defaultValues={values}
      action={submitUnit}
      toasts={{
        success: {
          title: t('content.projects.success'),
          description: id ? t('content.units.updated') : t('content.units.created'),
        },
        failure: (message) => ({ title: t('common.error'), description: message }),
      }}
      gapsOf={unitGaps}
      headerActions={headerActions}
      history={history}
    />
  )
}
