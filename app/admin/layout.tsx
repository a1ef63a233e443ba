import type { Metadata } from 'next'
import { Toaster } from 'sonner'
import '../globals.css'

export const metadata: Metadata = {
  title: { default: 'Admin Portal', template: '%s · Admin Portal' },
  robots: { index: false, follow: false },
}

/** The back office: English UI (Arabic content fields set their own direction). */
export default function AdminRootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" dir="ltr">
      <body className="min-h-dvh bg-slate-50 font-sans text-ink">
        {children}
        <Toaster richColors closeButton position="top-right" />
      </body>
    </html>
  )
}
