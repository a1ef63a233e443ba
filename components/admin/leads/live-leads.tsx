'use client'

import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useRef, useState, useSyncExternalStore } from 'react'
import { Button } from '@/components/ui/button'
import type { LeadHeadline } from '@/lib/lead-live/lead-change'
import { useLiveStream, type LiveStatus } from './use-live-stream'

/** Changes arriving together (a burst of leads) are read with one refresh. */
const REFRESH_GATHER_MS = 250

type Permission = NotificationPermission | 'unsupported'

const DOT: Record<LiveStatus, string> = {
  connecting: 'bg-slate-300',
  live: 'bg-emerald-500',
  reconnecting: 'bg-amber-500',
  offline: 'bg-amber-500',
  'signed-out': 'bg-red-600',
  forbidden: 'bg-red-600',
  busy: 'bg-red-600',
}

/**
 * Keeps the inbox or a lead page current without reloading: each lead change (on any
 * instance) re-reads the page, and a lead given to this staff member raises a browser
 * notification naming the lead and project once they allowed it (one taken from them, a
 * notification that it went to someone else). Says plainly when it is not
 * live, and why. `leadId`: only that lead's changes matter (a lead page).
 */
export function LiveLeads({ viewerId, leadId }: { viewerId: string; leadId?: string }) {
  const router = useRouter()
  const t = useTranslations('admin.leads.live')
  // What the browser allows (nothing on the server), until the person answers the prompt.
  const allowed = useSyncExternalStore(
    noChanges,
    (): Permission => ('Notification' in window ? Notification.permission : 'unsupported'),
    (): Permission => 'unsupported',
  )
  const [answered, setPermission] = useState<Permission | null>(null)
  const permission = answered ?? allowed
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const refresh = () => {
    timer.current ??= setTimeout(() => {
      timer.current = null
      router.refresh()
    }, REFRESH_GATHER_MS)
  }
  const noticeOf = ({ name, project }: LeadHeadline) => ({
    title: project ? t('notifyTitle', { name, project }) : t('notifyTitleNoProject', { name }),
    body: t('notifyBody'),
  })
  const status = useLiveStream((signal) => {
    if (signal.kind === 'resync') return refresh()
    if (signal.kind !== 'updated' && signal.assigneeId === viewerId && signal.headline)
      notify(signal.leadId, noticeOf(signal.headline), (href) => router.push(href))
    // Their lead went to someone else (a manager, re-routing, a merge): they stop calling. It
    // opens their inbox: the lead may no longer be theirs to see.
    else if (signal.previousAssigneeId === viewerId && signal.assigneeId !== viewerId)
      notify(signal.leadId, { title: t('movedTitle'), body: t('movedBody') }, () =>
        router.push('/admin/leads'),
      )
    if (!leadId || signal.leadId === leadId) refresh()
  }, refresh)

  const here = () => `${window.location.pathname}${window.location.search}`
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
      <span role="status" className="inline-flex items-center gap-2">
        <span aria-hidden className={`size-2 shrink-0 rounded-full ${DOT[status]}`} />
        {status === 'live' ? (leadId ? t('lead') : t('inbox')) : t(`status.${status}`)}
      </span>
      {status === 'signed-out' ? (
        <a
          href={`/admin/login?next=${encodeURIComponent(here())}`}
          className="inline-flex min-h-11 items-center font-medium text-teal underline md:min-h-0"
        >
          {t('signInAgain')}
        </a>
      ) : null}
      {permission === 'default' && status === 'live' ? (
        <Button
          type="button"
          variant="outline"
          className="min-h-11 md:min-h-9"
          onClick={() => void Notification.requestPermission().then(setPermission)}
        >
          {t('alertMe')}
        </Button>
      ) : null}
    </div>
  )
}

const noChanges = () => () => {}

function notify(
  leadId: string,
  notice: { title: string; body: string },
  open: (href: string) => void,
) {
  if (!('Notification' in window) || Notification.permission !== 'granted') return
  const note = new Notification(notice.title, { body: notice.body, tag: leadId })
  note.onclick = () => {
    window.focus()
    open(`/admin/leads/${leadId}`)
  }
}
