import type { Metadata } from 'next'
import { NotFoundContent } from '@/components/site/not-found-content'
import messages from '@/messages/en.json'
import './globals.css'

export const metadata: Metadata = { title: `${messages.notFound.title} | ${messages.brand.suffix}` }

// Paths no route matches at all (outside the public locale routes).
export default function GlobalNotFound() {
  return (
    <html lang="en" dir="ltr">
      <body className="font-sans">
        <main>
          <NotFoundContent
            code={messages.notFound.code}
            title={messages.notFound.title}
            backLabel={messages.notFound.backHome}
            homeHref="/"
          />
        </main>
      </body>
    </html>
  )
}
