import 'server-only'
import { logError } from '@/lib/server/log-error'
import { readIntakeSettings } from '@/lib/settings/read-intake-settings'
import { chaseLateLeads } from './chase-late-leads'
import { rerouteLateLeads } from './reroute-late-leads'
import { sendMorningDigest } from './send-morning-digest'

/**
 * Runs the reminders for late first responses, re-routing and the morning digest every
 * interval, one pass at a time, the first at once (a digest whose time passed while the server
 * was down goes out on start). Every instance runs it: each reminder, each move and each day's
 * digest is claimed (a row, a row lock), so none happens twice. Returns a stop function.
 */
export function startLeadChaser(intervalMs: number): () => Promise<void> {
  let pass: Promise<void> | null = null
  const runPass = async () => {
    try {
      // One read of Settings › Leads and › Automatic assignment serves all three.
      const { leads, routing } = await readIntakeSettings()
      const now = new Date()
      // Each on its own: one failing (a lost connection mid-pass) leaves the others to run.
      const tasks = [
        ['Lead reminders', () => chaseLateLeads(now, leads)],
        ['Lead re-routing', () => rerouteLateLeads(now, routing, leads)],
        ['Morning digest', () => sendMorningDigest(now, leads)],
      ] as const
      for (const [name, task] of tasks)
        await task().catch((error) => logError(`${name} failed`, error))
    } catch (error) {
      logError('Lead chaser pass failed', error)
    } finally {
      pass = null
    }
  }
  pass = runPass()
  const timer = setInterval(() => {
    pass ??= runPass()
  }, intervalMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await pass
  }
}
