// The production build, made when it is missing or older than the sources: by `npm start`
// (scripts/start.mjs) and by `npm test` before the end-to-end tests (scripts/test.mjs).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { distDir } from './server/dist-dir.mjs'

const SOURCES = [
  'app',
  'components',
  'lib',
  'messages',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.mjs',
  'package-lock.json',
]

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

/** True when there is no build, or a source changed since it was made. */
export function needsBuild(root) {
  const buildId = join(distDir(root), 'BUILD_ID')
  if (!existsSync(buildId)) return true
  const built = statSync(buildId).mtimeMs
  return SOURCES.some((source) => newestMtime(join(root, source)) > built)
}

/** Runs `next build` (its output to this terminal); answers whether it succeeded. */
export function build(root) {
  const nextBin = join(root, 'node_modules/next/dist/bin/next')
  return (
    spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, stdio: 'inherit' }).status === 0
  )
}

// `node scripts/build-if-needed.mjs`: builds unless the build is up to date (scripts/test.mjs).
if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const root = fileURLToPath(new URL('..', import.meta.url))
  if (!needsBuild(root)) console.log('The build is up to date.')
  else if (!build(root)) process.exit(1)
}
