'use client'

import { useEffect, useRef } from 'react'
import { toast, Toaster } from 'sonner'
import type { ToastRequest } from './show-toast'

/** `label`: the toast region's name in the page's language. */
export type SonnerToasterProps = { requests: ToastRequest[]; label: string }

/** sonner's Toaster, showing each request once (its own effect subscribes before ours runs). */
export default function SonnerToaster({ requests, label }: SonnerToasterProps) {
  const shown = useRef(0)
  useEffect(() => {
    for (const { message, description, tone, durationMs } of requests.slice(shown.current)) {
      const show = tone === 'error' ? toast.error : toast.success
      show(message, { description, duration: durationMs })
    }
    shown.current = requests.length
  }, [requests])
  return <Toaster position="bottom-center" richColors dir="auto" customAriaLabel={label} />
}
