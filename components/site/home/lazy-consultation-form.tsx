'use client'

import dynamic from 'next/dynamic'
import { useRef } from 'react'
import { FormPlaceholder } from '@/components/site/form-placeholder'
import { NoScriptContact } from '@/components/site/resilience/no-script-contact'
import { PartBoundary } from '@/components/site/resilience/part-boundary'
import { PartFailed } from '@/components/site/resilience/part-failed'
import { retryImport } from '@/components/site/resilience/retry-import'
import { useFormWanted } from '@/components/site/use-form-wanted'
import type { ConsultationFormProps } from './consultation-form'

// Loaded when the visitor gets near the form: the home page's first JavaScript stays small.
const ConsultationForm = dynamic(
  () => retryImport(() => import('./consultation-form')).then((m) => m.ConsultationForm),
  { ssr: false, loading: () => <FormPlaceholder minHeightClass={PLACEHOLDER_HEIGHT} /> },
)

const PLACEHOLDER_HEIGHT = 'min-h-[52rem] sm:min-h-[30rem]'
const LOAD_MARGIN_PX = 800

export function LazyConsultationForm(props: ConsultationFormProps) {
  const boxRef = useRef<HTMLDivElement>(null)
  const near = useFormWanted(boxRef, LOAD_MARGIN_PX)
  return (
    <div ref={boxRef}>
      <NoScriptContact labels={props.labels.sendFailure} contact={props.contactWays} />
      {near ? (
        <PartBoundary
          fallback={
            <PartFailed
              message={props.labels.sendFailure.partFailed}
              reload={props.labels.sendFailure.reload}
            />
          }
        >
          <ConsultationForm {...props} />
        </PartBoundary>
      ) : (
        <FormPlaceholder minHeightClass={PLACEHOLDER_HEIGHT} />
      )}
    </div>
  )
}
