// `node bench/inbox.mjs`: the leads inbox at a million leads, on PostgreSQL. Creates a fresh
// database, migrates and seeds it like the app, writes BENCH_LEADS synthetic leads (default
// 1,000,000), then times the inbox's queries (list, search, counts) and the CSV export's
// memory in a child process. Table on stdout, JSON in bench/results/inbox.json; the database
// is dropped at the end (BENCH_KEEP_DB=1 keeps it). See bench/README.md.
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { seedAdSpendSql, seedLeadsSql, seedRepeatEnquiriesSql } from './lib/seed-leads.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const serverUrl = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
/** The same server, another database. */
const databaseAt = (database) => {
  const url = new URL(serverUrl)
  url.pathname = `/${database}`
  return url.toString()
}
const total = Number(process.env.BENCH_LEADS || 1_000_000)
const CHUNK = 100_000
const TARGET_P95_MS = 150
const log = (message) => console.error(`[inbox] ${message}`)

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    )
  })
}

async function main() {
  const name = `masar_bench_inbox_${Date.now()}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const databaseUrl = databaseAt(name)
  const env = {
    DATABASE_URL: databaseUrl,
    SEED_ADMIN_PASSWORD: 'bench-admin-password',
    SEED_MODERATOR_PASSWORD: 'bench-moderator-password',
  }
  try {
    log(`database ${name}: migrating and seeding the content…`)
    await run(
      process.execPath,
      ['--conditions', 'react-server', '--import', 'tsx', 'scripts/db-seed.ts'],
      env,
    )
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    const seedStarted = Date.now()
    let size
    try {
      for (let offset = 0; offset < total; offset += CHUNK) {
        await client.query(seedLeadsSql({ count: Math.min(CHUNK, total - offset), offset, total }))
        log(`${Math.min(offset + CHUNK, total).toLocaleString('en')} leads written`)
      }
      await client.query(seedRepeatEnquiriesSql())
      await client.query(seedAdSpendSql())
      log('a year of daily ad spend for 50 campaigns written')
      await client.query('vacuum analyze leads')
      await client.query('vacuum analyze ad_spend')
      await client.query('vacuum analyze lead_enquiries')
      ;({ rows: size } = await client.query(
        "select pg_size_pretty(pg_total_relation_size('leads')) as total, pg_size_pretty(pg_indexes_size('leads')) as indexes",
      ))
    } finally {
      await client.end()
    }
    const seedSeconds = Math.round((Date.now() - seedStarted) / 100) / 10
    log(
      `seeded in ${seedSeconds} s (leads table ${size[0].total}, of which indexes ${size[0].indexes}); measuring…`,
    )
    const output = await run(
      process.execPath,
      ['--expose-gc', '--conditions', 'react-server', '--import', 'tsx', 'bench/inbox/measure.ts'],
      env,
    )
    const result = JSON.parse(output.trim().split('\n').at(-1))
    const report = {
      at: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      cpu: cpus()[0]?.model,
      postgres: (await admin.query('show server_version')).rows[0].server_version,
      seedSeconds,
      tableSize: size[0],
      targetP95Ms: TARGET_P95_MS,
      ...result,
    }
    mkdirSync(join(root, 'bench/results'), { recursive: true })
    writeFileSync(join(root, 'bench/results/inbox.json'), `${JSON.stringify(report, null, 2)}\n`)
    printReport(report)
  } finally {
    if (process.env.BENCH_KEEP_DB === '1') log(`kept ${databaseUrl}`)
    else await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}

function printReport(report) {
  const targeted = report.timings.filter((t) => t.target !== false)
  const pad = (text, width) => String(text).padEnd(width)
  const lines = [
    `Leads inbox at ${report.leads.toLocaleString('en')} leads (PostgreSQL ${report.postgres}, ${report.cpus} cores, ${report.iterations} runs each)`,
    '',
    `${pad('query', 46)}${pad('p50 ms', 9)}${pad('p95 ms', 9)}${pad('max ms', 9)}result`,
  ]
  for (const t of report.timings) {
    const mark = t.target === false ? 'info' : t.p95 <= report.targetP95Ms ? 'PASS' : 'FAIL'
    lines.push(
      `${pad(t.name, 46)}${pad(t.p50, 9)}${pad(t.p95, 9)}${pad(t.max, 9)}${pad(t.rows.toLocaleString('en'), 10)}${mark}`,
    )
  }
  const e = report.export
  const s = report.smallExport
  lines.push(
    '',
    `CSV export: ${e.rows.toLocaleString('en')} rows, ${e.megabytes} MB in ${e.seconds} s; live heap +${e.liveHeapGrowthMb} MB (peak ${e.peakLiveHeapMb} MB), RSS +${e.rssGrowthMb} MB (peak ${e.peakRssMb} MB)`,
    `CSV export: ${s.rows.toLocaleString('en')} rows, ${s.megabytes} MB in ${s.seconds} s; live heap +${s.liveHeapGrowthMb} MB (peak ${s.peakLiveHeapMb} MB), RSS +${s.rssGrowthMb} MB (peak ${s.peakRssMb} MB)`,
    '',
    `Target p95 ≤ ${report.targetP95Ms} ms: ${targeted.every((t) => t.p95 <= report.targetP95Ms) ? 'PASS' : 'FAIL'} (slowest p95 ${Math.max(...targeted.map((t) => t.p95))} ms; "info" lines are not targets)`,
  )
  console.log(lines.join('\n'))
}

await main()
