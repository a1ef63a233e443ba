import type { Locale } from './locales'

/** The same page in the other language: toggles the trailing /ar of a canonical path. */
export function alternatePath(pathname: string): { path: string; locale: Locale } {
  const clean = pathname.replace(/\/+$/, '') || '/'
  if (clean === '/ar') return { path: '/', locale: 'en' }
  if (clean.endsWith('/ar')) return { path: clean.slice(0, -3) || '/', locale: 'en' }
  return { path: clean === '/' ? '/ar' : `${clean}/ar`, locale: 'ar' }
}
