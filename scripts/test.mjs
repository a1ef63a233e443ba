// `npm test`: lint, typecheck, unit + integration (Vitest), then end-to-end (Playwright).
// Uses Chromium from CHROME_PATH or /usr/bin/chromium; only where neither exists does it
// install Playwright's own browser (needs internet).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const steps = [
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  ['unit + integration', 'npx', ['vitest', 'run']],
  ['end-to-end', 'npx', ['playwright', 'test']],
]

const hasChromium = [process.env.CHROME_PATH, '/usr/bin/chromium'].some((p) => p && existsSync(p))
if (!hasChromium) steps.splice(3, 0, ['browser', 'npx', ['playwright', 'install', 'chromium']])

for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit' })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s`)
    process.exit(result.status ?? 1)
  }
  console.log(`✔ ${name} (${seconds} s)`)
}
