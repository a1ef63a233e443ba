import { isLocale, type Locale } from './locales'

export type PublicRoute =
  { kind: 'rewrite'; pathname: string; locale: Locale } | { kind: 'redirect'; pathname: string }

const join = (segments: string[]) => `/${segments.join('/')}`

/** Same shape the database enforces for slugs; anything else cannot name a unit. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const MAX_SLUG = 100

/**
 * Internal path of every public path that is not a page. `_missing` can never be a project
 * slug (slugs have no underscore), so it always renders the localized 404.
 */
const MISSING = '_missing'

/** The internal path of the localized 404 page. */
export const missingPath = (locale: Locale) => join([locale, MISSING])

/** Internal route of a project page opened through a shared-unit link (`?unit=`). */
export const UNIT_SEGMENT = 'unit'

/** Signed draft previews (/preview/{token}): never cached, never in the sitemap. */
export const PREVIEW_SEGMENT = 'preview'
// payload~signature (base64url); older links have a dot (lib/content/preview-token.ts)
const PREVIEW_TOKEN = /^[A-Za-z0-9_-]+[~.][A-Za-z0-9_-]+$/

function internalPath(locale: Locale, segments: string[], unit: string | null): string {
  const [first, second] = segments
  if (first === PREVIEW_SEGMENT) {
    return segments.length === 2 && second && second.length <= 300 && PREVIEW_TOKEN.test(second)
      ? join([locale, PREVIEW_SEGMENT, second])
      : missingPath(locale)
  }
  const isPage =
    segments.length === 0 ||
    segments.length === 1 ||
    (segments.length === 2 && first === 'developers' && second !== undefined)
  if (!isPage) return missingPath(locale)
  if (segments.length === 1 && first !== 'developers' && unit !== null) {
    return join([locale, ...segments, UNIT_SEGMENT, unit])
  }
  return join([locale, ...segments])
}

/**
 * Whether an internal path is a page rendered once for every visitor (ISR), not per request
 * (a shared-unit link, a draft preview).
 */
export function isSharedPage(pathname: string): boolean {
  const [, , first, second] = pathname.split('/')
  if (first === PREVIEW_SEGMENT) return false
  return first === 'developers' || second !== UNIT_SEGMENT
}

export const validUnit = (unit: string | null | undefined) =>
  unit && unit.length <= MAX_SLUG && SLUG.test(unit) ? unit : null

/**
 * Maps a public pathname to the internal /{locale}/… route, or to the canonical URL when
 * the request used an alias (/x/en, /ar/x, /en/x). Pure, so the proxy stays thin and testable.
 * A project path with a valid `?unit=` goes to its own route so that the shared unit can
 * change the metadata while the plain project page stays statically cached.
 */
export function resolvePublicRoute(pathname: string, unitQuery?: string | null): PublicRoute {
  const segments = pathname.split('/').filter(Boolean)
  const first = segments[0]
  const last = segments.at(-1)
  const unit = validUnit(unitQuery)

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
    return {
      kind: 'rewrite',
      pathname: internalPath('ar', segments.slice(0, -1), unit),
      locale: 'ar',
    }
  }
  return { kind: 'rewrite', pathname: internalPath('en', segments, unit), locale: 'en' }
}
