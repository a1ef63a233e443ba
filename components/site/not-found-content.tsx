import Link from 'next/link'

export type NotFoundContentProps = {
  code: string
  title: string
  backLabel: string
  homeHref: string
}

export function NotFoundContent({ code, title, backLabel, homeHref }: NotFoundContentProps) {
  return (
    <main className="flex min-h-[70dvh] flex-col items-center justify-center gap-4 px-4 text-center">
      {/* React hoists this into <head>; Next's notFound() document carries no metadata. */}
      <title>{`${code} · ${title}`}</title>
      <h1 className="text-7xl font-semibold text-navy">{code}</h1>
      <p className="text-xl text-muted">{title}</p>
      <Link
        href={homeHref}
        className="rounded-full bg-navy px-6 py-3 font-semibold text-white hover:bg-teal"
      >
        {backLabel}
      </Link>
    </main>
  )
}
