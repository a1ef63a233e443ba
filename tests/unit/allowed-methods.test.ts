import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { allowedMethods, isPagePath, pathOf } from '@/scripts/server/allowed-methods.mjs'

const root = join(import.meta.dirname, '../..')
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return routeFiles(path)
    return entry.name === 'route.ts' ? [path] : []
  })
}

/** A URL the route file answers: groups dropped, each dynamic segment filled in. */
function sampleUrl(file: string) {
  const segments = relative(join(root, 'app'), file).split('/').slice(0, -1)
  return `/${segments
    .filter((segment) => !/^\(.*\)$/.test(segment))
    .map((segment) =>
      segment.startsWith('[...') ? 'a/b' : segment.startsWith('[') ? 'x' : segment,
    )
    .join('/')}`
}

describe('the methods the front server lets through (issue 38 §7)', () => {
  const files = routeFiles(join(root, 'app'))

  it('finds the route handlers', () => {
    expect(files.length).toBeGreaterThanOrEqual(8)
  })

  for (const file of files) {
    it(`${relative(root, file)}: exactly the methods it exports (HEAD with GET)`, () => {
      const source = readFileSync(file, 'utf8')
      const exported = METHODS.filter((method) =>
        new RegExp(`export (async function|const|function) ${method}\\b`).test(source),
      )
      const expected = exported.flatMap((method) => (method === 'GET' ? ['GET', 'HEAD'] : method))
      expect(allowedMethods(sampleUrl(file)).sort()).toEqual([...new Set(expected)].sort())
    })
  }

  it('lets pages take GET, HEAD and POST (server actions), files only GET and HEAD', () => {
    for (const page of [
      '/',
      '/ar',
      '/the-crest-residence',
      '/x.php',
      '/admin/leads',
      '/preview/a~b',
    ])
      expect(allowedMethods(page), page).toEqual(['GET', 'HEAD', 'POST'])
    for (const file of ['/_next/static/x.js', '/robots.txt', '/images/a.webp'])
      expect(allowedMethods(file), file).toEqual(['GET', 'HEAD'])
    // An API path no route answers: a 404 whatever the method among those (no better-auth API).
    expect(allowedMethods('/api/auth/sign-in/email')).toEqual(['GET', 'HEAD', 'POST'])
  })

  it('takes TRACE, PUT, PATCH, DELETE, OPTIONS and PROPFIND nowhere', () => {
    const paths = ['/', '/admin', '/api/health', '/admin/media/upload', '/og/p/x.jpg', '*']
    for (const path of paths)
      for (const method of ['TRACE', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND'])
        expect(allowedMethods(path), `${method} ${path}`).not.toContain(method)
  })

  it('tells pages (whose HTML takes the page policy) from everything else', () => {
    expect(isPagePath(pathOf('/x.php?a=1'))).toBe(true)
    expect(isPagePath('/preview/a.b')).toBe(true)
    expect(isPagePath('/admin/leads/export')).toBe(false)
    expect(isPagePath('/admin/sw.js')).toBe(false)
    expect(isPagePath('/favicon.ico')).toBe(false)
  })
})
