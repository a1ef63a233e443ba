'use client'

import { ErrorPanel } from '@/components/site/errors/error-panel'
import './globals.css'

/** A failure of the root layout itself: the language read from the address (/…/ar). */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  const arabic = typeof window !== 'undefined' && /\/ar(\/|$)/.test(window.location.pathname)
  const locale = arabic ? 'ar' : 'en'
  return (
    <html lang={locale} dir={arabic ? 'rtl' : 'ltr'}>
      <body className="font-sans">
        <ErrorPanel locale={locale} onRetry={reset} />
      </body>
    </html>
  )
}
