'use client'

import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { Button } from '@/components/ui/button'
import type { LeadSignal } from '@/lib/lead-live/lead-change'

/** Changes arriving together (a burst of leads) are read with one refresh. */
const REFRESH_GATHER_MS = 250

type Permission = NotificationPermission | 'unsupported'

/**
 * Keeps the inbox or a lead page current without reloading: each lead change (on any
 * instance) re-reads the page, and a lead given to this staff member, or taken from them,
 * raises a browser notification once they allowed it. `leadId`: only that lead's changes
 * matter (a lead page).
 */
export function LiveLeads({ viewerId, leadId }: { viewerId: string; leadId?: string }) {
  const router = useRouter()
  const t = useTranslations('admin.leads.live')
  const [live, setLive] = useState(false)
  // What the browser allows (nothing on the server), until the person answers the prompt.
  const allowed = useSyncExternalStore(
    noChanges,
    (): Permission => ('Notification' in window ? Notification.permission : 'unsupported'),
    (): Permission => 'unsupported',
  )
  const [answered, setPermission] = useState<Permission | null>(null)
  const permission = answered ?? allowed
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)

  useEffect(() => {
    const notice = { title: t('notifyTitle'), body: t('notifyBody') }
    const moved = { title: t('movedTitle'), body: t('movedBody') }
    const source = new EventSource('/admin/leads/live')
    const refresh = () => {
      timer.current ??= setTimeout(() => {
        timer.current = null
        router.refresh()
      }, REFRESH_GATHER_MS)
    }
    source.addEventListener('ready', () => setLive(true))
    source.onerror = () => setLive(false)
    source.onmessage = (event) => {
      const signal = JSON.parse(event.data as string) as LeadSignal
      if (signal.kind === 'resync') return refresh()
      if (signal.kind !== 'updated' && signal.assigneeId === viewerId)
        notify(signal.leadId, notice, (href) => router.push(href))
      // Their lead went to someone else (a manager, re-routing, a merge): they stop calling.
      else if (signal.previousAssigneeId === viewerId && signal.assigneeId !== viewerId)
        notify(signal.leadId, moved, (href) => router.push(href))
      if (!leadId || signal.leadId === leadId) refresh()
    }
    return () => {
      source.close()
      if (timer.current) clearTimeout(timer.current)
    }
  }, [router, viewerId, leadId, t])

  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
      <span role="status" className="inline-flex items-center gap-2">
        <span
          aria-hidden
          className={`size-2 rounded-full ${live ? 'bg-emerald-500' : 'bg-slate-300'}`}
        />
        {!live ? t('connecting') : leadId ? t('lead') : t('inbox')}
      </span>
      {permission === 'default' ? (
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
  // Ids only come over the wire: the lead's details stay in the portal.
  const note = new Notification(notice.title, {
    body: notice.body,
    tag: leadId,
  })
  note.onclick = () => {
    window.focus()
    open(`/admin/leads/${leadId}`)
  }
}
