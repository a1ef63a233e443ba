'use client'

import Link from 'next/link'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { useStaffForm } from '@/components/admin/use-staff-form'
import { formDataOf } from '@/components/forms/form-data-of'
import { ConfirmDialog } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { formatCairoDate } from '@/lib/i18n/business-time'
import { mergeLeadsAction, unmergeLeadAction } from '@/lib/lead-inbox/lead-inbox-actions'
import type { MergedLead, SamePersonLead } from '@/lib/lead-inbox/list-same-person'

type Pending = {
  kind: 'merge' | 'unmerge'
  title: string
  description: React.ReactNode
  label: string
  /** What the confirmation posts (merge: leadId, duplicateId; unmerge: mergeId). */
  fields: Record<string, string>
  /** A merge: the reps of the two leads (none, one, or two to choose from, newer first). */
  reps?: Rep[]
}

/** A rep of one of the two leads, and when they got it. */
type Rep = { id: string; name: string; assignedAt: Date | null; ofThisLead: boolean }

/** The two leads' reps, newer assignment first (the kept lead's on a tie), each once. */
function repsOf(kept: Rep | null, other: SamePersonLead): Rep[] {
  const theirs: Rep | null =
    other.assigneeId && other.assignee
      ? {
          id: other.assigneeId,
          name: other.assignee,
          assignedAt: other.assignedAt,
          ofThisLead: false,
        }
      : null
  const time = (rep: Rep) => rep.assignedAt?.getTime() ?? -Infinity
  const both = [kept, theirs].filter((rep): rep is Rep => rep !== null)
  if (both.length === 2 && both[0]!.id === both[1]!.id) return [both[0]!]
  return both.sort((a, b) => time(b) - time(a) || (a.ofThisLead ? -1 : 1))
}

/**
 * The same person's other leads ("Also enquired about X on date, with rep Y"), with Merge for
 * admins; and the leads merged into this one, with Unmerge.
 */
export function SamePersonPanel(props: {
  leadId: string
  /** This lead's rep, if it has one, and when they got it. */
  assignee: { id: string; name: string; assignedAt: Date | null } | null
  others: SamePersonLead[]
  merged: MergedLead[]
  canMerge: boolean
}) {
  const t = useTranslations('admin.leads')
  const common = useTranslations('admin.common')
  const locale = useLocale()
  const [asked, setAsked] = useState<Pending | null>(null)
  // Whose the merged lead is, when the two leads' reps differ: the newer one unless changed.
  const [owner, setOwner] = useState('')
  const kept: Rep | null = props.assignee ? { ...props.assignee, ofThisLead: true } : null
  // The confirmation (a dialog) posts the chosen merge or unmerge through its hook.
  const answered = {
    onSuccess: () => setAsked(null),
    refresh: true,
    failure: common('error'),
    toastFieldErrors: true,
  }
  const merging = useStaffForm(mergeLeadsAction, {
    ...answered,
    success: () => t('samePerson.merged'),
  })
  const unmerging = useStaffForm(unmergeLeadAction, {
    ...answered,
    success: () => t('samePerson.unmergedToast'),
  })
  const pending = merging.pending || unmerging.pending
  const confirm = () => {
    if (!asked) return
    const form = asked.kind === 'merge' ? merging : unmerging
    const choice: Record<string, string> =
      asked.reps && asked.reps.length > 1 ? { assigneeId: owner } : {}
    form.submit(formDataOf({ ...asked.fields, ...choice }))
  }
  if (props.others.length === 0 && props.merged.length === 0) return null
  return (
    <section
      aria-labelledby="lead-same-person"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="lead-same-person" className="text-base font-semibold">
        {t('samePerson.heading')}
      </h2>
      {props.others.length ? (
        <ul className="mt-2 space-y-3 text-sm">
          {props.others.map((other) => (
            <li key={other.id} data-testid="same-person-lead">
              <Link href={`/admin/leads/${other.id}`} className="font-medium underline" dir="auto">
                {t('samePerson.alsoEnquired', {
                  project: other.project ?? t('samePerson.aConsultation'),
                  date: formatCairoDate(other.createdAt, locale),
                })}
              </Link>
              <span className="block text-slate-600">
                {other.assignee
                  ? t('samePerson.with', { name: other.assignee })
                  : t('samePerson.nobody')}{' '}
                · {common(`stages.${other.status}`)}
              </span>
              {props.canMerge ? (
                <Button
                  variant="outline"
                  size="sm"
                  className="mt-1 min-h-11 md:min-h-8"
                  onClick={() => {
                    const reps = repsOf(kept, other)
                    setOwner(reps[0]?.id ?? '')
                    setAsked({
                      kind: 'merge',
                      reps,
                      title: t('samePerson.mergeTitle'),
                      // The name isolated: an Arabic name must not reorder the text around it.
                      description: t.rich('samePerson.mergeText', {
                        name: other.fullName,
                        date: formatCairoDate(other.createdAt, locale),
                        bdi: (chunks) => <bdi>{chunks}</bdi>,
                      }),
                      label: t('samePerson.merge'),
                      fields: { leadId: props.leadId, duplicateId: other.id },
                    })
                  }}
                >
                  {t('samePerson.mergeButton')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {props.merged.length ? (
        <>
          <h3 className="mt-4 text-sm font-semibold">{t('samePerson.mergedHeading')}</h3>
          <ul className="mt-2 space-y-3 text-sm">
            {props.merged.map((merge) => (
              <li key={merge.mergeId} data-testid="merged-lead">
                <span dir="auto">{merge.fullName}</span>
                <span className="block text-slate-600">
                  {merge.mergedBy
                    ? t('samePerson.mergedAtBy', {
                        date: formatCairoDate(merge.mergedAt, locale),
                        name: merge.mergedBy,
                      })
                    : t('samePerson.mergedAt', { date: formatCairoDate(merge.mergedAt, locale) })}
                </span>
                {props.canMerge ? (
                  <Button
                    variant="outline"
                    size="sm"
                    className="mt-1 min-h-11 md:min-h-8"
                    onClick={() =>
                      setAsked({
                        kind: 'unmerge',
                        title: t('samePerson.unmergeTitle'),
                        description: t.rich('samePerson.unmergeText', {
                          name: merge.fullName,
                          bdi: (chunks) => <bdi>{chunks}</bdi>,
                        }),
                        label: t('samePerson.unmerge'),
                        fields: { mergeId: merge.mergeId },
                      })
                    }
                  >
                    {t('samePerson.unmerge')}
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
        cancelLabel={common('cancel')}
        confirmLabel={pending ? t('samePerson.working') : (asked?.label ?? '')}
        pending={pending}
        onConfirm={confirm}
      >
        {asked?.reps ? <MergeOwner reps={asked.reps} owner={owner} onChange={setOwner} /> : null}
      </ConfirmDialog>
    </section>
  )
}

/**
 * Who keeps the person, said before the merge is confirmed: nobody, the one rep, or a choice
 * between the two leads' reps (the newer assignment first and chosen).
 */
function MergeOwner(props: { reps: Rep[]; owner: string; onChange: (id: string) => void }) {
  const t = useTranslations('admin.leads.samePerson')
  const locale = useLocale()
  const bdi = (chunks: React.ReactNode) => <bdi>{chunks}</bdi>
  const when = (rep: Rep) =>
    rep.assignedAt ? formatCairoDate(rep.assignedAt, locale) : t('ownerSince')
  if (props.reps.length < 2) {
    const [rep] = props.reps
    return (
      <p className="mt-3 text-sm font-medium text-ink" data-testid="merge-owner">
        {!rep
          ? t('ownerNobody')
          : rep.ofThisLead
            ? t.rich('ownerStays', { name: rep.name, bdi })
            : t.rich('ownerComes', { name: rep.name, bdi })}
      </p>
    )
  }
  return (
    <fieldset className="mt-3 space-y-1" data-testid="merge-owner">
      <legend className="text-sm font-medium text-ink">{t('ownerChoose')}</legend>
      {props.reps.map((rep, index) => (
        <label
          key={rep.id}
          className="flex min-h-11 items-center gap-3 rounded-lg px-2 text-sm hover:bg-slate-50"
        >
          <input
            type="radio"
            name="mergeOwner"
            value={rep.id}
            checked={props.owner === rep.id}
            onChange={() => props.onChange(rep.id)}
            className="size-5 shrink-0 accent-teal"
          />
          <span>
            {t.rich(index === 0 ? 'ownerNewer' : 'ownerOlder', {
              name: rep.name,
              date: when(rep),
              bdi,
            })}
          </span>
        </label>
      ))}
      <p className="text-xs text-slate-600">{t('ownerTold')}</p>
    </fieldset>
  )
}
