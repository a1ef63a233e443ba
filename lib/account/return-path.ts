/** Admin pages sign-in may not return to: they are the way in. */
const WAYS_IN = new Set(['/admin/login', '/admin/reset-password'])

const BASE = 'https://return.invalid'

/**
 * Where sign-in takes a person back to: the admin page that sent them to it, as a path of this
 * site, or null. Anything else (another origin, `//host`, a backslash, a control character, a
 * public or sign-in page) is dropped, so the parameter can never send anyone elsewhere.
 */
export function returnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000 || !value.startsWith('/')) return null
  if (/[\\\u0000-\u001f\u007f]/.test(value) || value.startsWith('//')) return null
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return null
  }
  if (url.origin !== BASE) return null
  const { pathname } = url
  if (pathname !== '/admin' && !pathname.startsWith('/admin/')) return null
  if (WAYS_IN.has(pathname)) return null
  // The router's own payload requests are not pages to land on.
  url.searchParams.delete('_rsc')
  return pathname + url.search + url.hash
}

/** The header the proxy names the admin page requested in (proxy.ts, request-path.ts). */
export const ADMIN_PATH_HEADER = 'x-masar-admin-path'

/** The sign-in page, asked to come back to `path` when it is one sign-in may return to. */
export function signInHref(path: string | null): string {
  const back = returnPath(path)
  return back && back !== '/admin'
    ? `/admin/login?next=${encodeURIComponent(back)}`
    : '/admin/login'
}
