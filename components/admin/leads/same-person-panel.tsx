'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'
import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import type { ActionResult } from '@/lib/actions/action-result'
import { formatCairoDate } from '@/lib/i18n/business-time'
import { mergeLeadsAction, unmergeLeadAction } from '@/lib/lead-inbox/lead-inbox-actions'
import type { MergedLead, SamePersonLead } from '@/lib/lead-inbox/list-same-person'
import { STATUS_LABELS } from '@/lib/lead-inbox/pipeline'

type Pending = {
  title: string
  description: React.ReactNode
  label: string
  run: () => Promise<ActionResult>
}

/**
 * The same person's other leads ("Also enquired about X on date, with rep Y"), with Merge for
 * admins; and the leads merged into this one, with Unmerge.
 */
export function SamePersonPanel(props: {
  leadId: string
  others: SamePersonLead[]
  merged: MergedLead[]
  canMerge: boolean
}) {
  const router = useRouter()
  const [asked, setAsked] = useState<Pending | null>(null)
  const [pending, startTransition] = useTransition()
  const form = (values: Record<string, string>) => {
    const data = new FormData()
    for (const [name, value] of Object.entries(values)) data.set(name, value)
    return data
  }
  const confirm = () =>
    startTransition(async () => {
      if (!asked) return
      const result = await asked.run()
      if (!result.ok) {
        toast.error('Error', { description: result.message })
        return
      }
      toast.success(asked.label === 'Merge' ? 'Leads merged' : 'Lead unmerged')
      setAsked(null)
      router.refresh()
    })
  if (props.others.length === 0 && props.merged.length === 0) return null
  return (
    <section
      aria-labelledby="lead-same-person"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="lead-same-person" className="text-base font-semibold">
        Same person
      </h2>
      {props.others.length ? (
        <ul className="mt-2 space-y-3 text-sm">
          {props.others.map((other) => (
            <li key={other.id} data-testid="same-person-lead">
              <Link href={`/admin/leads/${other.id}`} className="font-medium underline" dir="auto">
                Also enquired about {other.project ?? 'a consultation'} on{' '}
                {formatCairoDate(other.createdAt)}
              </Link>
              <span className="block text-slate-600">
                {other.assignee ? `with ${other.assignee}` : 'nobody has it'} ·{' '}
                {STATUS_LABELS[other.status]}
              </span>
              {props.canMerge ? (
                <Button
                  variant="outline"
                  size="sm"
                  className="mt-1 min-h-11 md:min-h-8"
                  onClick={() =>
                    setAsked({
                      title: 'Merge that lead into this one?',
                      // The name isolated: an Arabic name must not reorder the English around it.
                      description: (
                        <>
                          Its timeline, calls and enquiries (<bdi>{other.fullName}</bdi>,{' '}
                          {formatCairoDate(other.createdAt)}) move to this lead, and it leaves the
                          inbox. You can unmerge it here later.
                        </>
                      ),
                      label: 'Merge',
                      run: () =>
                        mergeLeadsAction(
                          null,
                          form({ leadId: props.leadId, duplicateId: other.id }),
                        ),
                    })
                  }
                >
                  Merge into this lead
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {props.merged.length ? (
        <>
          <h3 className="mt-4 text-sm font-semibold">Merged into this lead</h3>
          <ul className="mt-2 space-y-3 text-sm">
            {props.merged.map((merge) => (
              <li key={merge.mergeId} data-testid="merged-lead">
                <span dir="auto">{merge.fullName}</span>
                <span className="block text-slate-600">
                  merged {formatCairoDate(merge.mergedAt)}
                  {merge.mergedBy ? ` by ${merge.mergedBy}` : ''}
                </span>
                {props.canMerge ? (
                  <Button
                    variant="outline"
                    size="sm"
                    className="mt-1 min-h-11 md:min-h-8"
                    onClick={() =>
                      setAsked({
                        title: 'Unmerge this lead?',
                        description: (
                          <>
                            The lead of <bdi>{merge.fullName}</bdi> comes back to the inbox as it
                            was, with its own timeline and enquiries.
                          </>
                        ),
                        label: 'Unmerge',
                        run: () => unmergeLeadAction(null, form({ mergeId: merge.mergeId })),
                      })
                    }
                  >
                    Unmerge
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => (open ? null : setAsked(null))}
        title={asked?.title ?? ''}
        description={asked?.description ?? ''}
        confirmLabel={pending ? 'Working...' : (asked?.label ?? '')}
        pending={pending}
        onConfirm={confirm}
      />
    </section>
  )
}
