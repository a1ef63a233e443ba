import { getAdminLocale } from '@/lib/admin-i18n/get-admin-locale'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import {
  leadLostReasons,
  leadStatuses,
  type LeadLostReason,
  type LeadStatus,
} from '@/lib/enums/lead-statuses'
import { formatCairo } from '@/lib/i18n/business-time'
import type { Locale } from '@/lib/i18n/locales'
import { CONTACT_OUTCOMES, type ContactOutcome } from '@/lib/lead-inbox/contact-outcomes'
import type { LeadDetail } from '@/lib/lead-inbox/read-lead-detail'
import { AttemptOutcome } from './attempt-outcome'
import { newestFirst } from './newest-first'

type AdminT = Awaited<ReturnType<typeof getAdminTranslations>>

type Entry = {
  key: string
  at: Date
  who: string | null
  text: React.ReactNode
  detail?: string
  /** A control under the line (an attempt's outcome, still to be told). */
  action?: React.ReactNode
}

/** What the attempts and outcomes need of the rest of the timeline. */
type Contacts = {
  leadId: string
  /** Attempts by id, with when they were made. */
  attempts: Map<string, Date>
  /** Attempts that have their outcome. */
  answered: Set<string>
  /** Outcomes can still be added (the lead is not erased). */
  open: boolean
  /** The lead still waits for its first response (New, no conversation yet). */
  waiting: boolean
}

const isStatus = (value: unknown): value is LeadStatus =>
  (leadStatuses as readonly unknown[]).includes(value)
const isLostReason = (value: unknown): value is LeadLostReason =>
  (leadLostReasons as readonly unknown[]).includes(value)
const isOutcome = (value: unknown): value is ContactOutcome =>
  (CONTACT_OUTCOMES as readonly unknown[]).includes(value)

/** Names isolated (<bdi>): an Arabic name must not reorder the text around it, nor the reverse. */
const bdi = (chunks: React.ReactNode) => <bdi>{chunks}</bdi>

function statusText(data: Record<string, unknown>, t: AdminT, locale: Locale) {
  const stage = (value: unknown) => (isStatus(value) ? t(`common.stages.${value}`) : String(value))
  const details = [
    typeof data.viewingDate === 'string'
      ? t('leads.timeline.viewingOn', { at: formatCairo(new Date(data.viewingDate), locale) })
      : null,
    typeof data.lostReason === 'string'
      ? t('leads.timeline.reason', {
          reason: isLostReason(data.lostReason)
            ? t(`leads.lostReason.${data.lostReason}`)
            : data.lostReason,
        })
      : null,
    typeof data.lostNote === 'string' ? data.lostNote : null,
    typeof data.wonValue === 'number'
      ? t('leads.timeline.dealValue', { value: data.wonValue.toLocaleString('en') })
      : null,
  ].filter(Boolean)
  return {
    text: t('leads.timeline.moved', { from: stage(data.from), to: stage(data.to) }),
    detail: details.join(' · ') || undefined,
  }
}

function eventEntry(
  event: LeadDetail['events'][number],
  t: AdminT,
  locale: Locale,
  contacts: Contacts,
): Entry {
  const who = event.actorName ?? event.actorEmail
  const data = event.data
  const base = { key: event.id, at: event.createdAt, who }
  switch (event.type) {
    case 'status':
      return { ...base, ...statusText(data, t, locale) }
    case 'assignment': {
      const to = (data.to as { name?: string } | null)?.name
      const from = (data.from as { name?: string } | null)?.name
      // Moved on by re-routing: to whom, and why (nobody answered in time).
      if (data.auto === 'rerouted') {
        return {
          ...base,
          text: t.rich('leads.timeline.rerouted', { name: to ?? t('leads.timeline.aRep'), bdi }),
          detail: t('leads.timeline.reroutedWhy', {
            name: from || t('leads.timeline.theAssignee'),
            minutes: Number(data.minutes) || 0,
            turn: String(data.turn ?? ''),
          }),
        }
      }
      // A merge kept the other lead's rep.
      if (data.reason === 'merged') {
        return {
          ...base,
          text: to ? t('leads.timeline.movedTo', { name: to }) : t('leads.timeline.leftUnassigned'),
          detail: from ? t('leads.timeline.mergeKept', { name: from }) : undefined,
        }
      }
      if (data.auto) {
        return {
          ...base,
          text: t('leads.timeline.autoAssigned', { name: to ?? t('leads.timeline.aRep') }),
          detail:
            data.auto === 'returning'
              ? t('leads.timeline.returning')
              : t('leads.timeline.roundRobin', { turn: String(data.turn ?? '') }),
        }
      }
      // Moved off an account being deactivated: say why, as the person did not choose it.
      if (data.reason === 'deactivated') {
        return {
          ...base,
          text: to ? t('leads.timeline.movedTo', { name: to }) : t('leads.timeline.leftUnassigned'),
          detail: t('leads.timeline.deactivated', {
            name: from ?? t('leads.timeline.theAssignee'),
          }),
        }
      }
      return {
        ...base,
        text: to
          ? t('leads.timeline.assignedTo', { name: to })
          : from
            ? t('leads.timeline.unassignedWas', { name: from })
            : t('leads.timeline.unassigned'),
      }
    }
    case 'attempt': {
      const channel = data.channel === 'whatsapp' ? 'whatsapp' : 'call'
      const waiting = contacts.open && !contacts.answered.has(event.id)
      return {
        ...base,
        text:
          channel === 'whatsapp' ? t('leads.timeline.openedWhatsapp') : t('leads.timeline.called'),
        detail: waiting
          ? contacts.waiting
            ? t('leads.timeline.noOutcomeWaiting')
            : t('leads.timeline.noOutcome')
          : undefined,
        action: waiting ? (
          <AttemptOutcome leadId={contacts.leadId} attemptId={event.id} channel={channel} />
        ) : undefined,
      }
    }
    case 'outcome': {
      // Logged a minute or more after its attempt: say which one (the first response is its).
      const of = typeof data.attemptId === 'string' ? contacts.attempts.get(data.attemptId) : null
      return {
        ...base,
        text: t('leads.timeline.logged', {
          channel: data.channel === 'whatsapp' ? 'whatsapp' : 'call',
          outcome: isOutcome(data.outcome)
            ? t(`leads.outcome.${data.outcome}`)
            : String(data.outcome),
        }),
        detail:
          of && event.createdAt.getTime() - of.getTime() >= 60_000
            ? t('leads.timeline.ofAttempt', {
                channel: data.channel === 'whatsapp' ? 'whatsapp' : 'call',
                at: formatCairo(of, locale),
              })
            : undefined,
      }
    }
    case 'note':
      return { ...base, text: t('leads.timeline.note'), detail: String(data.text ?? '') }
    case 'erasure':
      return { ...base, text: t('leads.timeline.erased') }
    case 'resend':
      return { ...base, text: t('leads.timeline.resent') }
    case 'next-action':
      return typeof data.at === 'string'
        ? {
            ...base,
            text: t('leads.timeline.planned', { at: formatCairo(new Date(data.at), locale) }),
            detail: typeof data.note === 'string' ? data.note : undefined,
          }
        : { ...base, text: t('leads.timeline.clearedNext') }
    case 'merge':
      return {
        ...base,
        text: t.rich('leads.timeline.merged', {
          name: (data.from as { name?: string } | null)?.name ?? '—',
          bdi,
        }),
      }
    case 'unmerge':
      return {
        ...base,
        text: t.rich('leads.timeline.unmerged', {
          name: (data.lead as { name?: string } | null)?.name ?? '—',
          bdi,
        }),
      }
    case 'reminder': {
      // Names, or { id, name } since reminders keep who they went to by id.
      const names = (Array.isArray(data.to) ? data.to : [])
        .map((person) =>
          typeof person === 'string' ? person : (person as { name?: unknown })?.name,
        )
        .filter((name): name is string => typeof name === 'string' && name !== '')
      const to = new Intl.ListFormat(locale, { type: 'conjunction' }).format(names)
      return { ...base, text: t('leads.timeline.reminder', { to }) }
    }
    default:
      return { ...base, text: event.type }
  }
}

/** Everything that happened to the lead, newest first, with who and when. */
export async function LeadTimeline({ detail }: { detail: LeadDetail }) {
  const [t, locale] = await Promise.all([getAdminTranslations(), getAdminLocale()])
  const { lead } = detail
  const contacts: Contacts = {
    leadId: lead.id,
    attempts: new Map(
      detail.events.filter((e) => e.type === 'attempt').map((e) => [e.id, e.createdAt]),
    ),
    answered: new Set(
      detail.events.flatMap((e) =>
        e.type === 'outcome' && typeof e.data.attemptId === 'string' ? [e.data.attemptId] : [],
      ),
    ),
    open: lead.erasedAt === null,
    waiting: lead.status === 'new' && lead.firstResponseAt === null,
  }
  // In the order things happened: received, step 2, enquiries, then the events (oldest first).
  const entries = newestFirst<Entry>([
    {
      key: 'received',
      at: lead.createdAt,
      who: null,
      text: t('leads.timeline.received', { form: lead.source, language: lead.locale }),
    },
    ...(lead.completedAt
      ? [
          {
            key: 'step2',
            at: lead.completedAt,
            who: null,
            text: t('leads.timeline.step2'),
          },
        ]
      : []),
    ...detail.enquiries.map((enquiry) => ({
      key: enquiry.id,
      at: enquiry.createdAt,
      who: null,
      text: enquiry.mergedFromLeadId
        ? t('leads.timeline.enquiredMerged', {
            project: enquiry.project ?? t('leads.timeline.aConsultation'),
          })
        : t('leads.timeline.enquiredAgain'),
      detail: [enquiry.landingPage, `${enquiry.fullName} · ${enquiry.email}`]
        .filter(Boolean)
        .join(' · '),
    })),
    ...detail.events.map((event) => eventEntry(event, t, locale, contacts)),
  ])
  return (
    <ol className="space-y-4 border-s border-slate-200 ps-4">
      {entries.map((entry) => (
        <li key={entry.key} className="relative">
          <span
            aria-hidden
            className="absolute -start-[1.3rem] top-1.5 size-2.5 rounded-full bg-teal ring-2 ring-white"
          />
          <p className="text-sm">
            {entry.who ? (
              <>
                <bdi className="font-medium">{entry.who}</bdi>{' '}
              </>
            ) : null}
            {entry.text}
          </p>
          {entry.detail ? (
            <p className="mt-1 text-sm whitespace-pre-wrap text-slate-700 [text-align:match-parent] [unicode-bidi:plaintext]">
              {entry.detail}
            </p>
          ) : null}
          <time dateTime={entry.at.toISOString()} className="text-xs text-slate-500">
            {formatCairo(entry.at, locale)}
          </time>
          {entry.action}
        </li>
      ))}
    </ol>
  )
}
