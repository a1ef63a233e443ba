'use client'

import { useEffect, useState } from 'react'
import { TOAST_EVENT, type ToastRequest } from './show-toast'

type ActiveToast = ToastRequest & { id: number }

/** Renders toasts raised by showToast(); the live region is always present so readers hear them. */
export function Toaster() {
  const [toasts, setToasts] = useState<ActiveToast[]>([])

  useEffect(() => {
    let nextId = 0
    const timers = new Set<ReturnType<typeof setTimeout>>()
    const onToast = (event: Event) => {
      const request = (event as CustomEvent<ToastRequest>).detail
      const id = ++nextId
      setToasts((current) => [...current, { ...request, id }])
      const timer = setTimeout(() => {
        timers.delete(timer)
        setToasts((current) => current.filter((toast) => toast.id !== id))
      }, request.durationMs)
      timers.add(timer)
    }
    window.addEventListener(TOAST_EVENT, onToast)
    return () => {
      window.removeEventListener(TOAST_EVENT, onToast)
      timers.forEach(clearTimeout)
    }
  }, [])

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-24 z-50 flex flex-col items-center gap-2 px-4"
    >
      {toasts.map((toast) => (
        <p
          key={toast.id}
          data-tone={toast.tone}
          className="rounded-full bg-navy px-5 py-2.5 text-sm font-medium text-white shadow-lg data-[tone=error]:bg-red-700"
        >
          {toast.message}
        </p>
      ))}
    </div>
  )
}
