import { spawn } from 'node:child_process'
import { expect, test } from '@playwright/test'
import { e2eDataDir } from '../playwright.config'

test('a second npm start on the same data dir fails fast and the first keeps serving', async ({
  request,
}) => {
  const second = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: e2eDataDir, PORT: '3199' },
  })
  let output = ''
  second.stdout.on('data', (chunk) => (output += chunk))
  second.stderr.on('data', (chunk) => (output += chunk))
  const started = Date.now()
  const code = await new Promise<number | null>((resolve) => second.on('exit', resolve))

  expect(code).toBe(1)
  expect(Date.now() - started).toBeLessThan(10_000)
  expect(output).toMatch(/already in use by process \d+/)
  expect(output).toContain('set DATA_DIR to another directory')

  const health = await request.get('/api/health')
  expect(health.status()).toBe(200)
  expect(await health.json()).toMatchObject({ database: { ok: true, kind: 'pglite' } })
  // Still reading its database: the home page lists the seeded projects (other tests publish
  // and delete theirs meanwhile, so not a count).
  const after = await request.get('/')
  expect(after.status()).toBe(200)
  for (const slug of ['the-crest-residence', 'capital-heights', 'mostakbal-park'])
    expect(await after.text()).toContain(`href="/${slug}"`)
})
