import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { discoverPublicLinks } from './support'

/** vnu.jar from the vnu-jar package: the W3C Nu HTML checker (needs a Java runtime). */
const vnuJar = join(process.cwd(), 'node_modules/vnu-jar/build/dist/vnu.jar')

type NuMessage = { type: string; url: string; message: string; lastLine?: number; extract?: string }

/** Runs the checker over files; resolves with its error messages (it exits 1 when there are any). */
function nuErrors(files: string[]): Promise<NuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      ['-jar', vnuJar, '--format', 'json', '--errors-only', ...files],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        try {
          resolve((JSON.parse(stderr) as { messages: NuMessage[] }).messages)
        } catch {
          reject(error ?? new Error(`vnu gave no report: ${stderr.slice(0, 500)}`))
        }
      },
    )
  })
}

test('the served HTML of home, a developer, a project and the 404, in both languages, has no W3C Nu errors', async ({
  request,
}) => {
  test.setTimeout(120_000)
  const links = await discoverPublicLinks(request)
  const english = ['/', links.developers[0]!, links.projects[0]!, '/no-such-page']
  const paths = english.flatMap((p) => [p, p === '/' ? '/ar' : `${p}/ar`])
  const dir = mkdtempSync(join(tmpdir(), 'nu-'))
  try {
    const files = new Map<string, string>()
    for (const [index, path] of paths.entries()) {
      const file = join(dir, `page-${index}.html`)
      writeFileSync(file, await (await request.get(path)).text())
      files.set(`file:${file}`, path)
    }
    const errors = await nuErrors([...files.keys()].map((url) => url.slice('file:'.length)))
    const found = errors
      .filter((m) => m.type === 'error')
      .map(
        (m) =>
          `${files.get(m.url) ?? m.url}:${m.lastLine ?? '?'} ${m.message} «${m.extract ?? ''}»`,
      )
    expect(found).toEqual([])
    expect(files.size).toBe(8)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
