// Lighthouse 12, default mobile form factor and simulated throttling, one fresh Chrome per run.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { median } from './stats.mjs'

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** The Chrome of the run in progress, so an interrupt can close it. */
let currentChrome = null

export function killChrome() {
  try {
    currentChrome?.kill()
  } catch {
    // Already gone.
  }
  currentChrome = null
}

const score = (lhr, id) => {
  const value = lhr.categories[id]?.score
  return typeof value === 'number' ? Math.round(value * 100) : null
}
const numeric = (lhr, id) => {
  const value = lhr.audits[id]?.numericValue
  return typeof value === 'number' ? value : null
}

function scriptBytes(lhr) {
  const items = lhr.audits['network-requests']?.details?.items
  if (!Array.isArray(items)) return null
  return items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize || 0), 0)
}

function extract(lhr) {
  const jsBytes = scriptBytes(lhr)
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    jsBytes,
    jsKB: jsBytes === null ? null : jsBytes / 1024,
  }
}

export const METRICS = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'lcpMs',
  'cls',
  'tbtMs',
  'jsBytes',
  'jsKB',
]

async function runOnce(url, chromePath) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false, // run.mjs handles interrupts and also stops the server
    logLevel: 'silent',
  })
  currentChrome = chrome
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    })
    const lhr = result?.lhr
    if (!lhr) throw new Error('Lighthouse returned no result')
    if (lhr.runtimeError) {
      throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
    }
    const metrics = extract(lhr)
    if (metrics.performance === null) throw new Error('Lighthouse produced no performance score')
    return metrics
  } finally {
    killChrome()
  }
}

/**
 * Runs Lighthouse `runs` times on `url` (each failed run is retried once) and returns the
 * individual runs plus the per-metric median over the successful ones.
 */
export async function measurePage(url, { runs, chromePath, onRun = () => {} }) {
  const results = []
  const errors = []
  for (let run = 1; run <= runs; run++) {
    for (let attempt = 1; attempt <= 2; attempt++) {
      try {
        const metrics = await runOnce(url, chromePath)
        results.push(metrics)
        onRun({ run, metrics })
        break
      } catch (error) {
        errors.push(`run ${run} attempt ${attempt}: ${error.message}`)
        onRun({ run, error })
      }
    }
  }
  const medians = Object.fromEntries(
    METRICS.map((metric) => [metric, median(results.map((r) => r[metric]))]),
  )
  return { runs: results, errors, median: results.length ? medians : null }
}
