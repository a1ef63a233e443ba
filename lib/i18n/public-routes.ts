import { isLocale, type Locale } from './locales'

export type PublicRoute =
  { kind: 'rewrite'; pathname: string; locale: Locale } | { kind: 'redirect'; pathname: string }

const join = (segments: string[]) => `/${segments.join('/')}`

/**
 * Maps a public pathname to the internal /{locale}/… route, or to the canonical URL when
 * the request used an alias (/x/en, /ar/x, /en/x). Pure, so the proxy stays thin and testable.
 */
export function resolvePublicRoute(pathname: string): PublicRoute {
  const segments = pathname.split('/').filter(Boolean)
  const first = segments[0]
  const last = segments.at(-1)

  // Prefix forms (/ar/x, /en/x) are aliases of the suffix form.
  if (isLocale(first)) {
    const rest = segments.slice(1)
    if (first === 'ar' && rest.length === 0)
      return { kind: 'rewrite', pathname: '/ar', locale: 'ar' }
    if (isLocale(rest.at(-1))) rest.pop() // /ar/x/en: the suffix wins only if it agrees; take prefix
    const canonical = first === 'ar' && rest.length > 0 ? join([...rest, 'ar']) : join(rest)
    return { kind: 'redirect', pathname: canonical }
  }

  if (last === 'en') return { kind: 'redirect', pathname: join(segments.slice(0, -1)) }
  if (last === 'ar') {
    return { kind: 'rewrite', pathname: join(['ar', ...segments.slice(0, -1)]), locale: 'ar' }
  }
  return { kind: 'rewrite', pathname: join(['en', ...segments]), locale: 'en' }
}
