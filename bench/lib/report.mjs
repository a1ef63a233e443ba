// Targets, the stdout table and the JSON file.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

const atLeast = (limit) => ({ ok: (v) => v >= limit, worst: Math.min })
const atMost = (limit) => ({ ok: (v) => v <= limit, worst: Math.max })

/**
 * `metric` is read from each page's Lighthouse median (`kinds` narrows the pages) or, with
 * `load: true`, from the load-test result. `digits` is only for display.
 */
const TARGETS = [
  {
    id: 'performance',
    label: 'Lighthouse performance >= 95',
    metric: 'performance',
    digits: 0,
    ...atLeast(95),
  },
  {
    id: 'accessibility',
    label: 'Accessibility = 100',
    metric: 'accessibility',
    digits: 0,
    ...atLeast(100),
  },
  {
    id: 'best-practices',
    label: 'Best practices = 100',
    metric: 'bestPractices',
    digits: 0,
    ...atLeast(100),
  },
  { id: 'seo', label: 'SEO = 100', metric: 'seo', digits: 0, ...atLeast(100) },
  {
    id: 'project-js',
    label: 'Project page JS <= 140 kB',
    metric: 'jsKB',
    kinds: ['project'],
    digits: 1,
    ...atMost(140),
  },
  { id: 'lcp', label: 'LCP <= 2000 ms', metric: 'lcpMs', digits: 0, ...atMost(2000) },
  { id: 'cls', label: 'CLS <= 0.05', metric: 'cls', digits: 3, ...atMost(0.05) },
  {
    id: 'throughput',
    label: 'Throughput >= 1000 req/s',
    metric: 'requestsPerSec',
    load: true,
    digits: 1,
    ...atLeast(1000),
  },
  {
    id: 'p99',
    label: 'Latency p99 <= 100 ms',
    metric: 'latencyP99Ms',
    load: true,
    digits: 0,
    ...atMost(100),
  },
  {
    id: 'leads',
    label: 'Lead submissions >= 300/s',
    metric: 'requestsPerSec',
    leads: true,
    digits: 1,
    ...atLeast(300),
  },
  {
    id: 'lost-leads',
    label: 'Lost leads = 0',
    metric: 'lost',
    leads: true,
    digits: 0,
    ...atMost(0),
  },
]

const isNumber = (v) => typeof v === 'number' && Number.isFinite(v)

function measurementsFor(target, pages, load, leads) {
  if (target.leads) return [{ page: 'lead form POST', value: leads?.[target.metric] }]
  if (target.load)
    return [{ page: `load ${load?.path ?? ''}`.trim(), value: load?.[target.metric] }]
  return pages
    .filter((page) => !target.kinds || target.kinds.includes(page.kind))
    .map((page) => ({ page: page.name, value: page.lighthouse?.median?.[target.metric] }))
}

/** The targets of what was measured (a Lighthouse-only run has no load or lead figures). */
export function evaluateTargets(pages, load, leads) {
  const measured = TARGETS.filter((target) => (!target.load || load) && (!target.leads || leads))
  return measured.map((target) => {
    const measured = measurementsFor(target, pages, load, leads)
    const values = measured.filter((m) => isNumber(m.value))
    const worstValue = values.length ? target.worst(...values.map((m) => m.value)) : null
    const failing = values.filter((m) => !target.ok(m.value)).map((m) => m.page)
    const unmeasured = measured.filter((m) => !isNumber(m.value)).map((m) => m.page)
    return {
      id: target.id,
      label: target.label,
      pass: failing.length === 0 && unmeasured.length === 0,
      worst: values.find((m) => m.value === worstValue) ?? null,
      failing,
      unmeasured,
      digits: target.digits,
    }
  })
}

const fmt = (value, digits = 0) => (isNumber(value) ? value.toFixed(digits) : 'n/a')

const COLUMNS = [
  { title: 'Page', value: (p) => p.name, align: 'left' },
  { title: 'Path', value: (p) => p.path, align: 'left' },
  { title: 'Perf', value: (p) => fmt(p.lighthouse?.median?.performance) },
  { title: 'A11y', value: (p) => fmt(p.lighthouse?.median?.accessibility) },
  { title: 'BP', value: (p) => fmt(p.lighthouse?.median?.bestPractices) },
  { title: 'SEO', value: (p) => fmt(p.lighthouse?.median?.seo) },
  { title: 'LCP ms', value: (p) => fmt(p.lighthouse?.median?.lcpMs) },
  { title: 'CLS', value: (p) => fmt(p.lighthouse?.median?.cls, 3) },
  { title: 'TBT ms', value: (p) => fmt(p.lighthouse?.median?.tbtMs) },
  { title: 'JS kB', value: (p) => fmt(p.lighthouse?.median?.jsKB, 1) },
  { title: 'Runs', value: (p) => String(p.lighthouse?.runs?.length ?? 0) },
]

function table(rows) {
  const cells = [
    COLUMNS.map((c) => c.title),
    ...rows.map((row) => COLUMNS.map((c) => c.value(row))),
  ]
  const widths = COLUMNS.map((_, i) => Math.max(...cells.map((line) => line[i].length)))
  const line = (values) =>
    values
      .map((v, i) => (COLUMNS[i].align === 'left' ? v.padEnd(widths[i]) : v.padStart(widths[i])))
      .join('  ')
  const [header, ...body] = cells
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n')
}

export function formatReport(report) {
  const { config, pages, load, leads, targets } = report
  const out = []
  out.push('')
  out.push(
    `Benchmark ${report.timestamp} - Node ${report.node}, ${report.cpus} CPUs, ${report.baseUrl}`,
  )
  out.push('')
  out.push(
    `Lighthouse ${report.lighthouseVersion} (mobile, default throttling), median of ${config.runs} run(s) per page`,
  )
  out.push(table(pages))
  for (const page of pages) {
    for (const error of page.lighthouse?.errors ?? []) out.push(`  ! ${page.name}: ${error}`)
  }
  out.push('')
  if (load) {
    out.push(
      `Load test: GET ${load.path}, ${load.connections} connections, ${load.seconds} s (after a 5 s warm-up)`,
    )
    out.push(`  Requests/s (avg)  ${fmt(load.requestsPerSec, 1)}`)
    out.push(`  Latency p50       ${fmt(load.latencyP50Ms)} ms`)
    out.push(`  Latency p99       ${fmt(load.latencyP99Ms)} ms`)
    out.push(`  Requests          ${load.requests}`)
    out.push(`  Non-2xx           ${load.non2xx}`)
    out.push(`  Errors            ${load.errors} (timeouts ${load.timeouts})`)
  } else {
    out.push('Load test: not measured')
  }
  out.push('')
  if (leads) {
    out.push(
      `Lead submissions: the consultation form's server action, ${leads.connections} connections, ${leads.seconds} s`,
    )
    out.push(`  Requests/s (avg)  ${fmt(leads.requestsPerSec, 1)}`)
    out.push(`  Latency p50       ${fmt(leads.latencyP50Ms)} ms`)
    out.push(`  Latency p99       ${fmt(leads.latencyP99Ms)} ms`)
    out.push(`  Accepted (2xx)    ${leads.accepted}`)
    out.push(`  Stored rows       ${leads.stored} (${leads.inFlightAtStop} in flight at the stop)`)
    out.push(`  Lost              ${leads.lost}`)
    out.push(`  Non-2xx / errors  ${leads.non2xx} / ${leads.errors}`)
  } else {
    out.push('Lead submissions: not measured')
  }
  out.push('')
  out.push('Targets')
  const width = Math.max(...targets.map((t) => t.label.length))
  for (const target of targets) {
    const parts = [
      target.worst
        ? `worst ${fmt(target.worst.value, target.digits)} (${target.worst.page})`
        : 'not measured',
    ]
    if (target.failing.length > 1) parts.push(`failing: ${target.failing.join(', ')}`)
    if (target.unmeasured.length && target.worst) {
      parts.push(`not measured: ${target.unmeasured.join(', ')}`)
    }
    out.push(
      `  ${target.pass ? 'PASS' : 'FAIL'}  ${target.label.padEnd(width)}  ${parts.join('; ')}`,
    )
  }
  const passed = targets.filter((t) => t.pass).length
  out.push(`  ${passed}/${targets.length} targets met`)
  out.push('')
  return out.join('\n')
}

export function writeJson(file, report) {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)
}
