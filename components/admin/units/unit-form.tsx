'use client'

import { useTranslations } from 'next-intl'
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
  const t = useTranslations('admin')
  const tabs = useMemo(() => unitTabs(t, projects), [t, projects])
  return (
    <RecordForm
      title={id ? t('content.units.edit') : t('content.units.new')}
      kind="unit"
      tabs={tabs}
      schema={unitSchema}
      defaultValues={values}
      id={id}
      action={submitUnit}
      submitLabel={id ? t('content.units.update') : t('content.units.create')}
      listHref="/admin/units"
      createdHref={id ? undefined : (created) => `/admin/units/${created}`}
      summaryHeading={t('content.units.summary')}
      toasts={{
        success: {
          title: t('content.projects.success'),
          description: id ? t('content.units.updated') : t('content.units.created'),
        },
        failure: (message) => ({ title: t('common.error'), description: message }),
      }}
      gapsOf={unitGaps}
      publishes={(data) => data.status === 'published'}
      headerActions={headerActions}
      history={history}
    />
  )
}
