'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'
import { PartBoundary } from '@/components/site/resilience/part-boundary'
import { retryImport } from '@/components/site/resilience/retry-import'
import { TOAST_EVENT, type ToastRequest } from './show-toast'

// sonner loads with the first toast, not with the page: most landing visits never raise one.
const SonnerToaster = dynamic(() => retryImport(() => import('./sonner-toaster')), { ssr: false })

/** The latest toast as plain text, when sonner's code cannot load (a dropped connection). */
function PlainToast({ request }: { request: ToastRequest }) {
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md rounded-xl bg-navy p-4 text-white shadow-lg"
    >
      <p className="font-semibold">{request.message}</p>
      {request.description ? <p className="mt-1 text-sm">{request.description}</p> : null}
    </div>
  )
}

/** Collects toasts raised by showToast() and hands them to sonner once it has loaded. */
export function Toaster({ label }: { label: string }) {
  const [requests, setRequests] = useState<ToastRequest[]>([])

  useEffect(() => {
    const onToast = (event: Event) => {
      const request = (event as CustomEvent<ToastRequest>).detail
      setRequests((current) => [...current, request])
    }
    window.addEventListener(TOAST_EVENT, onToast)
    return () => window.removeEventListener(TOAST_EVENT, onToast)
  }, [])

  const latest = requests.at(-1)
  return latest ? (
    <PartBoundary fallback={<PlainToast request={latest} />}>
      <SonnerToaster requests={requests} label={label} />
    </PartBoundary>
  ) : null
}
