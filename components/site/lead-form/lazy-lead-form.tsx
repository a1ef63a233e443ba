'use client'

import dynamic from 'next/dynamic'
import { useEffect, useRef, useState } from 'react'
import { FormPlaceholder } from '@/components/site/form-placeholder'
import { NoScriptContact } from '@/components/site/resilience/no-script-contact'
import { PartBoundary } from '@/components/site/resilience/part-boundary'
import { PartFailed } from '@/components/site/resilience/part-failed'
import { retryImport } from '@/components/site/resilience/retry-import'
import { useFormWanted } from '@/components/site/use-form-wanted'
import type { LeadFormProps } from './lead-form'

// The form, its validation and its actions load when the visitor gets near it, keeping the
// landing page's first JavaScript small (spec budget: 170 kB on the project page).
const LeadForm = dynamic(() => retryImport(() => import('./lead-form')).then((m) => m.LeadForm), {
  ssr: false,
  loading: () => <FormPlaceholder minHeightClass="min-h-[26rem]" />,
})

const LOAD_MARGIN_PX = 800

export function LazyLeadForm(props: Omit<LeadFormProps, 'presetUnit'>) {
  const boxRef = useRef<HTMLDivElement>(null)
  const near = useFormWanted(boxRef, LOAD_MARGIN_PX)
  const [presetUnit, setPresetUnit] = useState<string | null>(null)

  // Contact Sales on a unit card pre-selects that unit in step 2, even before the form loaded.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const trigger = (event.target as Element | null)?.closest<HTMLElement>('[data-unit-interest]')
      if (trigger?.dataset.unitInterest) setPresetUnit(trigger.dataset.unitInterest)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])

  return (
    <div ref={boxRef}>
      <NoScriptContact labels={props.labels.sendFailure} contact={props.contactWays} />
      {near || presetUnit ? (
        <PartBoundary
          fallback={
            <PartFailed
              message={props.labels.sendFailure.partFailed}
              reload={props.labels.sendFailure.reload}
            />
          }
        >
          <LeadForm {...props} presetUnit={presetUnit} />
        </PartBoundary>
      ) : (
        <FormPlaceholder minHeightClass="min-h-[26rem]" />
      )}
    </div>
  )
}
