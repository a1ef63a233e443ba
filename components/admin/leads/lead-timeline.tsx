import type { LeadLostReason, LeadStatus } from '@/lib/enums/lead-statuses'
import { formatCairo } from '@/lib/i18n/business-time'
import { CONTACT_OUTCOME_LABELS, type ContactOutcome } from '@/lib/lead-inbox/contact-outcomes'
import type { LeadDetail } from '@/lib/lead-inbox/get-lead-detail'
import { LOST_REASON_LABELS, STATUS_LABELS } from '@/lib/lead-inbox/pipeline'

type Entry = {
  key: string
  at: Date
  who: string | null
  text: React.ReactNode
  detail?: string
}

const egp = (value: number) => `${value.toLocaleString('en')} EGP`

function statusText(data: Record<string, unknown>) {
  const to = STATUS_LABELS[data.to as LeadStatus] ?? String(data.to)
  const from = STATUS_LABELS[data.from as LeadStatus] ?? String(data.from)
  const details = [
    typeof data.viewingDate === 'string'
      ? `Viewing on ${formatCairo(new Date(data.viewingDate))}`
      : null,
    typeof data.lostReason === 'string'
      ? `Reason: ${LOST_REASON_LABELS[data.lostReason as LeadLostReason] ?? data.lostReason}`
      : null,
    typeof data.lostNote === 'string' ? data.lostNote : null,
    typeof data.wonValue === 'number' ? `Deal value: ${egp(data.wonValue)}` : null,
  ].filter(Boolean)
  return { text: `moved it from ${from} to ${to}`, detail: details.join(' · ') || undefined }
}

function eventEntry(event: LeadDetail['events'][number]): Entry {
  const who = event.actorName ?? event.actorEmail
  const data = event.data
  const base = { key: event.id, at: event.createdAt, who }
  switch (event.type) {
    case 'status':
      return { ...base, ...statusText(data) }
    case 'assignment': {
      const to = (data.to as { name?: string } | null)?.name
      const from = (data.from as { name?: string } | null)?.name
      if (data.auto) {
        return {
          ...base,
          text: `Assigned automatically to ${to ?? 'a rep'}`,
          detail:
            data.auto === 'returning'
              ? 'They already have this person'
              : `Round-robin, turn ${String(data.turn ?? '')}`,
        }
      }
      // Moved off an account being deactivated: say why, as the person did not choose it.
      if (data.reason === 'deactivated') {
        return {
          ...base,
          text: to ? `moved it to ${to}` : 'left it unassigned',
          detail: `${from ?? 'The assignee'}’s account was deactivated`,
        }
      }
      return {
        ...base,
        text: to ? `assigned it to ${to}` : `unassigned it${from ? ` (was ${from})` : ''}`,
      }
    }
    case 'attempt':
      return {
        ...base,
        text: data.channel === 'whatsapp' ? 'opened WhatsApp to the lead' : 'called the lead',
      }
    case 'outcome':
      return {
        ...base,
        text: `logged the ${data.channel === 'whatsapp' ? 'WhatsApp' : 'call'}: ${
          CONTACT_OUTCOME_LABELS[data.outcome as ContactOutcome] ?? String(data.outcome)
        }`,
      }
    case 'note':
      return { ...base, text: 'added a note', detail: String(data.text ?? '') }
    case 'erasure':
      return { ...base, text: 'erased the personal data' }
    case 'resend':
      return { ...base, text: 'queued the sales notification again' }
    case 'next-action':
      return typeof data.at === 'string'
        ? {
            ...base,
            text: `planned the next action for ${formatCairo(new Date(data.at))}`,
            detail: typeof data.note === 'string' ? data.note : undefined,
          }
        : { ...base, text: 'cleared the next action' }
    // Names isolated (<bdi>): an Arabic name must not reorder the English around it.
    case 'merge':
      return {
        ...base,
        text: (
          <>
            merged the lead of <bdi>{(data.from as { name?: string } | null)?.name ?? '—'}</bdi>{' '}
            (the same person) into this one
          </>
        ),
      }
    case 'unmerge':
      return {
        ...base,
        text: (
          <>
            unmerged the lead of <bdi>{(data.lead as { name?: string } | null)?.name ?? '—'}</bdi>{' '}
            (it is back in the inbox)
          </>
        ),
      }
    case 'reminder': {
      const to = Array.isArray(data.to) ? data.to.join(', ') : ''
      return {
        ...base,
        text: `No response by the target: reminder mailed to ${to}`,
      }
    }
    default:
      return { ...base, text: event.type }
  }
}

/** Everything that happened to the lead, newest first, with who and when. */
export function LeadTimeline({ detail }: { detail: LeadDetail }) {
  const { lead } = detail
  const entries: Entry[] = [
    {
      key: 'received',
      at: lead.createdAt,
      who: null,
      text: `Received from the ${lead.source === 'project' ? 'project page form' : 'consultation form'} (${lead.locale === 'ar' ? 'Arabic' : 'English'} site)`,
    },
    ...(lead.completedAt
      ? [{ key: 'step2', at: lead.completedAt, who: null, text: 'Completed step 2 of the form' }]
      : []),
    ...detail.enquiries.map((enquiry) => ({
      key: enquiry.id,
      at: enquiry.createdAt,
      who: null,
      text: enquiry.mergedFromLeadId
        ? `Enquired about ${enquiry.project ?? 'a consultation'} (merged in)`
        : 'Enquired again',
      detail: [enquiry.landingPage, `${enquiry.fullName} · ${enquiry.email}`]
        .filter(Boolean)
        .join(' · '),
    })),
    ...detail.events.map(eventEntry),
  ].sort((a, b) => b.at.getTime() - a.at.getTime())
  return (
    <ol className="space-y-4 border-s border-slate-200 ps-4">
      {entries.map((entry) => (
        <li key={entry.key} className="relative">
          <span
            aria-hidden
            className="absolute -start-[1.3rem] top-1.5 size-2.5 rounded-full bg-teal ring-2 ring-white"
          />
          <p className="text-sm">
            {entry.who ? <span className="font-medium">{entry.who} </span> : null}
            {entry.text}
          </p>
          {entry.detail ? (
            <p className="mt-1 text-sm whitespace-pre-wrap text-slate-700" dir="auto">
              {entry.detail}
            </p>
          ) : null}
          <time dateTime={entry.at.toISOString()} className="text-xs text-slate-500">
            {formatCairo(entry.at)}
          </time>
        </li>
      ))}
    </ol>
  )
}
