import type { Locale } from './locales'

/**
 * Canonical public URLs: English has no marker, Arabic adds a trailing /ar
 * (home is / and /ar). Every link the site prints goes through here.
 */
export function localizedPath(path: string, locale: Locale): string {
  const clean = `/${path.replace(/^\/+|\/+$/g, '')}`
  if (locale === 'en') return clean
  return clean === '/' ? '/ar' : `${clean}/ar`
}

export const homePath = (locale: Locale) => localizedPath('/', locale)
export const developerPath = (slug: string, locale: Locale) =>
  localizedPath(`/developers/${slug}`, locale)
/** A project's public path: its base path (default /{slug}) plus the locale marker. */
export const projectPath = (project: { slug: string; basePath?: string | null }, locale: Locale) =>
  localizedPath(project.basePath || `/${project.slug}`, locale)
