'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'
import type { LeadFormLabels } from '@/components/site/lead-form/lead-form-types'
import { PartBoundary } from '@/components/site/resilience/part-boundary'
import { PartFailed } from '@/components/site/resilience/part-failed'
import { retryImport } from '@/components/site/resilience/retry-import'
import type { ContactWays } from '@/components/site/resilience/send-failure'
import type { Locale } from '@/lib/i18n/locales'

/** `alt`: the plan's own description in the page's language (Media Library), when written. */
export type FloorPlanRequest = { url: string; title: string; alt?: string; requestedAt: number }

export type FloorPlanLabels = {
  title: string
  description: string
  unlockedTitle: string
  unlockedBody: string
  planTitle: string
  close: string
  openPdf: string
}

export type FloorPlanGateProps = {
  projectSlug: string
  locale: Locale
  labels: FloorPlanLabels
  leadLabels: LeadFormLabels
  contactWays: ContactWays
}

// The dialogs (and the capture form's validation) load with the first "View Floor Plan" click.
const FloorPlanDialogs = dynamic(() => retryImport(() => import('./floor-plan-dialogs')), {
  ssr: false,
})

/**
 * One listener for every unit card's "View Floor Plan" button (`data-floorplan`): floor plans
 * open directly once unlocked for the session, otherwise after the visitor's details.
 */
export function FloorPlanGate(props: FloorPlanGateProps) {
  const [request, setRequest] = useState<FloorPlanRequest | null>(null)
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLElement>('[data-floorplan]')
      const url = button?.dataset.floorplan
      if (!url) return
      setRequest({
        url,
        title: button.dataset.floorplanTitle ?? '',
        alt: button.dataset.floorplanAlt,
        requestedAt: event.timeStamp,
      })
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])
  const failed = props.leadLabels.sendFailure
  return request ? (
    <PartBoundary fallback={<PartFailed message={failed.partFailed} reload={failed.reload} />}>
      <FloorPlanDialogs {...props} request={request} onDone={() => setRequest(null)} />
    </PartBoundary>
  ) : null
}
