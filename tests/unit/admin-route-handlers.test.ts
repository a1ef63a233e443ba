import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

// Route handlers under /admin check the role through staffRoute, as actions go through
// staffAction; the authorization matrix (e2e) checks what each one answers.
const root = join(import.meta.dirname, '../..')

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return routeFiles(path)
    return entry.name === 'route.ts' ? [path] : []
  })
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

describe('admin route handlers', () => {
  const files = routeFiles(join(root, 'app/admin'))

  it('are found', () => {
    expect(files.length).toBeGreaterThanOrEqual(4)
  })

  for (const file of files) {
    it(`${relative(root, file)} exports only handlers made by staffRoute`, () => {
      const source = readFileSync(file, 'utf8')
      const exported = METHODS.filter((method) =>
        new RegExp(`export (async function|const) ${method}\\b`).test(source),
      )
      expect(exported.length).toBeGreaterThan(0)
      for (const method of exported)
        expect(source).toMatch(new RegExp(`export const ${method} = staffRoute\\(`))
      // No second, hand-written role check beside the wrapper's.
      expect(source).not.toMatch(/\bauthorize\(/)
    })
  }
})
