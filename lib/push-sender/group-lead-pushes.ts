import 'server-only'
import { adminTranslator } from '@/lib/admin-catalogue/admin-translator'
import type { ComposedPush, LeadPushPayload } from './compose-lead-pushes'

/** Leads named in a notification that announces several; the rest are counted. */
const NAMED = 3

/**
 * What one device is sent for the leads that reach its person in one pass: the lead's own
 * notification when there is one, else one notification for all of them ("4 new leads",
 * three named, the inbox on tap). A phone that rang once per lead of a burst would be muted,
 * and push services throttle a device sent many messages at once.
 */
export function groupLeadPushes(composed: readonly ComposedPush[]): LeadPushPayload {
  const first = composed[0]!.payload()
  if (composed.length === 1) return first
  const t = adminTranslator(first.lang)
  const rest = composed.length - NAMED
  const lines = composed.slice(0, NAMED).map((push) => push.line())
  return {
    ...first,
    title: t('mail.push.newLeads', { count: composed.length }),
    body: [...lines, ...(rest > 0 ? [t('mail.push.moreLeads', { count: rest })] : [])].join('\n'),
    // Its own notification: it replaces none of the single ones already shown.
    tag: `leads-${first.tag}`,
    url: '/admin/leads',
    call: null,
    whatsapp: null,
    leads: composed.length,
  }
}
