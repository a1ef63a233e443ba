import 'server-only'
import { logError } from '@/lib/server/log-error'
import { getLeadSettings } from '@/lib/settings/get-lead-settings'
import { chaseLateLeads } from './chase-late-leads'
import { sendMorningDigest } from './send-morning-digest'

/**
 * Runs the reminders for late first responses and the morning digest every interval, one pass
 * at a time. Every instance runs it: each reminder and each day's digest is claimed by a row,
 * so none is sent twice. Returns a stop function.
 */
export function startLeadChaser(intervalMs: number): () => Promise<void> {
  let pass: Promise<void> | null = null
  const runPass = async () => {
    try {
      // One read of Settings › Leads serves both.
      const settings = await getLeadSettings()
      const now = new Date()
      await chaseLateLeads(now, settings)
      await sendMorningDigest(now, settings)
    } catch (error) {
      logError('Lead chaser pass failed', error)
    } finally {
      pass = null
    }
  }
  const timer = setInterval(() => {
    pass ??= runPass()
  }, intervalMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await pass
  }
}
