import { Home } from 'lucide-react'
import Link from 'next/link'

export type NotFoundContentProps = {
  code: string
  title: string
  hint?: string
  backLabel: string
  homeHref: string
}

/** Spec §2: '404', 'Oops! Page not found' and a link back to home. */
export function NotFoundContent({ code, title, hint, backLabel, homeHref }: NotFoundContentProps) {
  return (
    <section
      aria-labelledby="not-found-heading"
      className="flex flex-col items-center justify-center gap-4 px-4 py-16 text-center"
    >
      {/* React hoists this into <head>; Next's notFound() document carries no metadata. */}
      <title>{`${code} · ${title}`}</title>
      <h1 id="not-found-heading" className="text-7xl font-semibold text-navy">
        {code}
      </h1>
      <p className="text-xl text-navy">{title}</p>
      {hint ? <p className="max-w-md text-muted">{hint}</p> : null}
      <Link
        href={homeHref}
        className="inline-flex min-h-12 items-center gap-2 rounded-full bg-navy px-6 font-semibold text-white hover:bg-teal"
      >
        <Home aria-hidden className="size-5" />
        {backLabel}
      </Link>
    </section>
  )
}
