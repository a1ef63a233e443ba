// Runs inside `node bench/inbox.mjs` (a child process on the bench database): times the
// inbox's own queries, the way the admin pages call them, and the CSV export's memory.
// Prints one JSON object on stdout.
import { sql } from 'drizzle-orm'
import { closeDb, db } from '@/lib/db/client'
import type { Viewer } from '@/lib/auth/get-viewer'
import { countLeadsByStatus } from '@/lib/lead-inbox/count-leads-by-status'
import { countNewUnassigned } from '@/lib/lead-inbox/count-new-unassigned'
import { DEFAULT_FILTERS, type LeadFilters } from '@/lib/lead-inbox/lead-filters'
import { leadWhere } from '@/lib/lead-inbox/lead-where'
import { listLeads } from '@/lib/lead-inbox/list-leads'
import { leads } from '@/lib/db/schema'
import { streamLeadsCsv } from '@/lib/lead-inbox/stream-leads-csv'
import { cairoDay } from '@/lib/i18n/business-time'
import { readRepDay } from '@/lib/mail/kinds/read-rep-day'
import { countSameMobile } from '@/lib/lead-inbox/count-same-mobile'
import { listSamePerson } from '@/lib/lead-inbox/list-same-person'
import { readLeadDashboard } from '@/lib/lead-inbox/read-lead-dashboard'
import { readSpeedReport } from '@/lib/lead-report/read-speed-report'
import { readRepFigures } from '@/lib/lead-report/read-rep-figures'
import { readSpendFigures } from '@/lib/ad-spend/read-spend-figures'
import { readMonthSpend } from '@/lib/lead-report/read-month-spend'
import { readSpendReturns } from '@/lib/lead-report/read-spend-returns'

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 40)
/** BENCH_ONLY=report,dashboard: only the queries whose names start so, and no export. */
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean)
const WARMUP = 5

/** `target: false`: timed for the record, not one of the queries held to the p95 target. */
type Timing = { name: string; p50: number; p95: number; max: number; rows: number; target: boolean }

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

async function time(name: string, run: () => Promise<number>, target = true): Promise<Timing> {
  let rows = 0
  for (let i = 0; i < WARMUP; i++) rows = await run()
  const samples: number[] = []
  for (let i = 0; i < ITERATIONS; i++) {
    const started = performance.now()
    rows = await run()
    samples.push(performance.now() - started)
  }
  samples.sort((a, b) => a - b)
  const round = (ms: number) => Math.round(ms * 10) / 10
  return {
    name,
    p50: round(percentile(samples, 50)),
    p95: round(percentile(samples, 95)),
    max: round(samples.at(-1)!),
    rows,
    target,
  }
}

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const result = (await db().execute(query)) as unknown as { rows: T[] }
  return result.rows[0]!
}

/**
 * Reads the whole export. Memory: the live heap (measured right after a forced collection,
 * every ~2 MB of CSV), so garbage waiting for the collector does not count as held memory;
 * and the process's peak RSS.
 */
async function exportCsv(filters: LeadFilters, viewerId: string) {
  const gc = globalThis.gc ?? (() => {})
  gc()
  const baseline = process.memoryUsage()
  let peakRss = baseline.rss
  let peakLiveHeap = baseline.heapUsed
  const started = performance.now()
  let bytes = 0
  let sinceCheck = 0
  const reader = streamLeadsCsv(filters, viewerId).getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    bytes += value.byteLength
    sinceCheck += value.byteLength
    if (sinceCheck > 2 * 1024 * 1024) {
      sinceCheck = 0
      peakRss = Math.max(peakRss, process.memoryUsage().rss)
      gc()
      peakLiveHeap = Math.max(peakLiveHeap, process.memoryUsage().heapUsed)
    }
  }
  const seconds = (performance.now() - started) / 1000
  const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10
  return {
    megabytes: mb(bytes),
    seconds: Math.round(seconds * 10) / 10,
    baselineHeapMb: mb(baseline.heapUsed),
    peakLiveHeapMb: mb(peakLiveHeap),
    liveHeapGrowthMb: mb(peakLiveHeap - baseline.heapUsed),
    baselineRssMb: mb(baseline.rss),
    peakRssMb: mb(peakRss),
    rssGrowthMb: mb(peakRss - baseline.rss),
  }
}

/** The exact number of leads in a view (the inbox itself stops counting at 10,000). */
async function countRows(filters: LeadFilters, viewerId: string) {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(leads)
    .where(leadWhere(filters, viewerId, { scope: { all: true } }))
  return row?.n ?? 0
}

async function main() {
  const staff = await one<{ id: string }>(
    sql`select user_id as id from user_roles where role = 'moderator' limit 1`,
  )
  const project = await one<{ id: string }>(
    sql`select id from projects where deleted_at is null order by slug limit 1`,
  )
  const sample = await one<{ mobile: string; name: string; email: string; total: number }>(
    sql`select mobile_local as mobile, full_name as name, email, (select count(*)::int from leads) as total
        from leads where mobile_local is not null and locale = 'en' order by created_at desc limit 1 offset 5000`,
  )
  const me = staff.id
  // The moderator's viewer, as the inbox page hands it to the reads (their check is a lookup).
  const viewer: Viewer = {
    userId: me,
    sessionId: 'bench',
    email: 'bench@staff.example',
    name: 'Bench',
    nameAr: null,
    role: 'moderator',
    locale: 'en',
    twoFactorEnabled: false,
    mustChangePassword: false,
    mustSetUpTwoFactor: false,
    away: false,
  }
  const view = (changes: Partial<LeadFilters>): LeadFilters => ({ ...DEFAULT_FILTERS, ...changes })
  const list = (changes: Partial<LeadFilters>) => async () =>
    (await listLeads({ viewer, filters: view(changes) })).total
  const counts = (changes: Partial<LeadFilters>) => async () =>
    (await countLeadsByStatus({ viewer, filters: view(changes) })).all.total
  const today = new Date()
  const daysAgo = (n: number) => cairoDay(new Date(today.getTime() - n * 86_400_000))
  const arabic = (digits: string) => digits.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!)
  const m = sample.mobile

  const timings: Timing[] = []
  const measure = async (name: string, run: () => Promise<number>, target = true) => {
    if (ONLY && !ONLY.some((prefix) => name.startsWith(prefix))) return
    const timing = await time(name, run, target)
    timings.push(timing)
    console.error(`[inbox] ${name}: p50 ${timing.p50} ms, p95 ${timing.p95} ms (${timing.rows})`)
  }
  await measure('list: all leads, newest first', list({}))
  await measure('list: status New', list({ status: 'new' }))
  await measure('list: one project', list({ project: project.id }))
  await measure('list: mine', list({ assignee: 'mine' }))
  await measure('list: New and unassigned', list({ status: 'new', assignee: 'unassigned' }))
  await measure('list: last 7 days', list({ from: daysAgo(7) }))
  await measure('list: Google Ads click', list({ clickId: true }))
  await measure('list: utm_source facebook', list({ utmSource: 'facebook' }))
  await measure('list: Arabic consultation bookings', list({ lang: 'ar', form: 'consultation' }))
  await measure(
    'list: project + Qualified + Arabic + 30 days',
    list({ project: project.id, status: 'qualified', lang: 'ar', from: daysAgo(30) }),
  )
  await measure('list: sorted by name', list({ sort: 'name', dir: 'asc' }))
  await measure('list: sorted by stage', list({ sort: 'status', dir: 'asc' }))
  await measure('search: mobile 01…', list({ q: m }))
  await measure(
    'search: mobile +20 … spaced',
    list({ q: `+20 ${m.slice(1, 4)} ${m.slice(4, 7)} ${m.slice(7)}` }),
  )
  await measure('search: mobile in Arabic-Indic digits', list({ q: arabic(m) }))
  await measure('search: last 4 digits', list({ q: m.slice(-4) }))
  await measure('search: full name', list({ q: sample.name }))
  await measure('search: common first name', list({ q: 'mona' }))
  await measure('search: Arabic name', list({ q: 'احمد' }))
  await measure('search: e-mail', list({ q: sample.email }))
  await measure('counts: every status', counts({}))
  await measure('counts: one project', counts({ project: project.id }))
  await measure('counts: mine', counts({ assignee: 'mine' }))
  await measure('counts: search by name', counts({ q: 'mona' }))
  await measure('counts: last 30 days', counts({ from: daysAgo(30) }))
  await measure('counts: Google Ads click', counts({ clickId: true }))
  await measure('counts: utm_source facebook', counts({ utmSource: 'facebook' }))
  await measure(
    'counts: Arabic consultation bookings',
    counts({ lang: 'ar', form: 'consultation' }),
  )
  await measure('counts: New and unassigned', counts({ status: 'new', assignee: 'unassigned' }))
  await measure(
    'sidebar: New and unassigned (exact)',
    async () => (await countNewUnassigned({ viewer })) ?? 0,
  )
  // Issue 20: follow-ups, one person's leads, the report.
  await measure('list: Due today', list({ due: 'today' }))
  await measure('list: Due today, mine', list({ due: 'today', assignee: 'mine' }))
  await measure('list: Overdue', list({ due: 'overdue' }))
  await measure('list: Overdue, mine', list({ due: 'overdue', assignee: 'mine' }))
  await measure('list: status New, overdue first (page 2)', list({ status: 'new', page: 2 }))
  await measure('counts: Overdue', counts({ due: 'overdue' }))
  const page = await listLeads({ viewer, filters: view({}) })
  await measure(
    'duplicates: same mobile for a page of rows',
    async () => (await countSameMobile(page.rows.map((row) => row.mobileLocal))).size,
  )
  await measure('duplicates: one lead’s same person', async () => {
    const same = await listSamePerson({ viewer, lead: { id: page.rows[0]!.id, mobileLocal: m } })
    return same.others.length
  })
  await measure('digest: one rep’s day', async () => (await readRepDay(me, cairoDay(today))).length)
  const ninety = { from: daysAgo(89), to: cairoDay(today) }
  await measure(
    'report: per rep, 90 days',
    async () => (await readRepFigures(ninety, today)).length,
  )
  // The whole page (its reads side by side, from the daily figures: issue 40 §2).
  await measure(
    'report: whole report, 90 days',
    async () => (await readSpeedReport({ viewer, range: ninety, now: today })).totals.leads,
  )
  await measure(
    'report: whole report, 30 days',
    async () =>
      (
        await readSpeedReport({
          viewer,
          range: { from: daysAgo(29), to: cairoDay(today) },
          now: today,
        })
      ).totals.leads,
  )
  await measure(
    'report: whole report, a year',
    async () =>
      (
        await readSpeedReport({
          viewer,
          range: { from: daysAgo(365), to: cairoDay(today) },
          now: today,
        })
      ).totals.leads,
  )

  // Issue 37 §4: the report's spend and return (spend per campaign beside the leads grouped
  // per campaign), and the admin home's month spend.
  await measure(
    'report: ad spend and return, 90 days',
    async () => (await readSpendReturns(ninety)).byCampaign.length,
  )
  await measure(
    'report: ad spend and return, 30 days',
    async () =>
      (await readSpendReturns({ from: daysAgo(29), to: cairoDay(today) })).byCampaign.length,
  )
  await measure(
    'report: ad spend alone, a year of days',
    async () => (await readSpendFigures({ from: daysAgo(365), to: cairoDay(today) })).length,
  )
  await measure(
    'dashboard: this month’s ad spend',
    async () => (await readMonthSpend({ viewer, now: today })).leads,
  )

  // The admin home's lead figures (30 days' chart, sources, funnel).
  await measure(
    'dashboard: admin home, 30 days',
    async () => (await readLeadDashboard({ viewer, now: today })).funnel.step2,
  )

  if (ONLY) {
    console.log(JSON.stringify({ leads: sample.total, iterations: ITERATIONS, timings }))
    return await closeDb()
  }
  // About 100,000 rows: the leads of the last 37 days (2,740 a day).
  const exportView = view({ from: daysAgo(36) })
  const exportRows = await countRows(exportView, me)
  const big = await exportCsv(exportView, me)
  const smallView = view({ from: daysAgo(3) })
  const smallRows = await countRows(smallView, me)
  const small = await exportCsv(smallView, me)
  console.log(
    JSON.stringify({
      leads: sample.total,
      iterations: ITERATIONS,
      timings,
      export: { rows: exportRows, ...big },
      smallExport: { rows: smallRows, ...small },
    }),
  )
  await closeDb()
}

await main()
