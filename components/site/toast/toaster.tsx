'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'
import { TOAST_EVENT, type ToastRequest } from './show-toast'

// sonner loads with the first toast, not with the page: most landing visits never raise one.
const SonnerToaster = dynamic(() => import('./sonner-toaster'), { ssr: false })

/** Collects toasts raised by showToast() and hands them to sonner once it has loaded. */
export function Toaster() {
  const [requests, setRequests] = useState<ToastRequest[]>([])

  useEffect(() => {
    const onToast = (event: Event) => {
      const request = (event as CustomEvent<ToastRequest>).detail
      setRequests((current) => [...current, request])
    }
    window.addEventListener(TOAST_EVENT, onToast)
    return () => window.removeEventListener(TOAST_EVENT, onToast)
  }, [])

  return requests.length > 0 ? <SonnerToaster requests={requests} /> : null
}
