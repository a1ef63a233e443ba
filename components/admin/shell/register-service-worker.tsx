'use client'

import { useEffect } from 'react'

/** Where the portal's service worker lives, and what it serves (push and notification taps). */
export const SERVICE_WORKER = { url: '/admin/sw.js', scope: '/admin/' } as const

/**
 * Registers the portal's service worker on every portal page, so the portal installs as an app
 * and this browser can take lead pushes (My Account › Notifications subscribes it). A browser
 * that refuses (no service workers, a private window) simply gets no pushes: the account page
 * says so.
 */
export function RegisterServiceWorker() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    navigator.serviceWorker
      .register(SERVICE_WORKER.url, { scope: SERVICE_WORKER.scope })
      .catch((error: unknown) => console.warn('The service worker was not registered', error))
  }, [])
  return null
}
