import { describe, expect, it } from 'vitest'
import { isSharedPage, resolvePublicRoute } from '@/lib/i18n/public-routes'
import { developerPath, homePath, localizedPath, projectPath } from '@/lib/i18n/paths'

describe('resolvePublicRoute', () => {
  it.each([
    ['/', '/en', 'en'],
    ['/ar', '/ar', 'ar'],
    ['/palm-residence', '/en/palm-residence', 'en'],
    ['/palm-residence/ar', '/ar/palm-residence', 'ar'],
    ['/developers/nile-crest', '/en/developers/nile-crest', 'en'],
    ['/developers/nile-crest/ar', '/ar/developers/nile-crest', 'ar'],
    ['/some/deep/unknown/path', '/en/_missing', 'en'],
    ['/palm-residence/unit/a', '/en/_missing', 'en'],
    ['/developers/nile-crest/projects/ar', '/ar/_missing', 'ar'],
    ['/preview/eyJrIjoicCJ9.c2lnbmF0dXJl', '/en/preview/eyJrIjoicCJ9.c2lnbmF0dXJl', 'en'],
    ['/preview/eyJrIjoicCJ9.c2lnbmF0dXJl/ar', '/ar/preview/eyJrIjoicCJ9.c2lnbmF0dXJl', 'ar'],
    ['/preview/eyJrIjoicCJ9~c2lnbmF0dXJl', '/en/preview/eyJrIjoicCJ9~c2lnbmF0dXJl', 'en'],
    ['/preview/not a token', '/en/_missing', 'en'],
    ['/preview', '/en/_missing', 'en'],
  ])('rewrites the canonical URL %s to %s', (pathname, internal, locale) => {
    expect(resolvePublicRoute(pathname)).toEqual({ kind: 'rewrite', pathname: internal, locale })
  })

  it('sends a project path with a valid shared unit to the unit route', () => {
    expect(resolvePublicRoute('/palm-residence', 'two-bed-a')).toEqual({
      kind: 'rewrite',
      pathname: '/en/palm-residence/unit/two-bed-a',
      locale: 'en',
    })
    expect(resolvePublicRoute('/palm-residence/ar', 'villa')).toMatchObject({
      pathname: '/ar/palm-residence/unit/villa',
    })
  })

  it.each([['Bad Unit'], ['../x'], ['a'.repeat(101)], ['']])(
    'ignores the invalid shared unit %j',
    (unit) => {
      expect(resolvePublicRoute('/palm-residence', unit)).toMatchObject({
        pathname: '/en/palm-residence',
      })
    },
  )

  it('keeps ?unit= off the home and developer pages', () => {
    expect(resolvePublicRoute('/', 'x')).toMatchObject({ pathname: '/en' })
    expect(resolvePublicRoute('/developers/nile-crest', 'x')).toMatchObject({
      pathname: '/en/developers/nile-crest',
    })
  })

  it.each([
    ['/en', '/'],
    ['/palm-residence/en', '/palm-residence'],
    ['/developers/nile-crest/en', '/developers/nile-crest'],
    ['/ar/palm-residence', '/palm-residence/ar'],
    ['/ar/developers/nile-crest', '/developers/nile-crest/ar'],
    ['/en/palm-residence', '/palm-residence'],
    ['/en/developers/nile-crest', '/developers/nile-crest'],
  ])('redirects the alias %s to %s', (pathname, canonical) => {
    expect(resolvePublicRoute(pathname)).toEqual({ kind: 'redirect', pathname: canonical })
  })
})

describe('localized paths', () => {
  it('builds canonical URLs with a trailing /ar in Arabic', () => {
    expect(homePath('en')).toBe('/')
    expect(homePath('ar')).toBe('/ar')
    expect(developerPath('nile-crest', 'ar')).toBe('/developers/nile-crest/ar')
    expect(projectPath({ slug: 'x', basePath: '/custom-path' }, 'ar')).toBe('/custom-path/ar')
    expect(projectPath({ slug: 'x', basePath: '' }, 'en')).toBe('/x')
    expect(localizedPath('//a/b/', 'en')).toBe('/a/b')
  })
})

describe('isSharedPage', () => {
  it('is every ISR page (home, project, developer, privacy, the 404) but not a per-request one', () => {
    for (const path of [
      '/en',
      '/ar',
      '/en/x',
      '/ar/developers/unit',
      '/en/_missing',
      '/ar/privacy',
    ])
      expect(isSharedPage(path), path).toBe(true)
    for (const path of ['/en/x/unit/a-1', '/ar/preview/abc.def'])
      expect(isSharedPage(path), path).toBe(false)
  })
})
