import { ArrowLeft } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { guardPage } from '@/components/admin/guard/guard-page'
import { LiveLeads } from '@/components/admin/leads/live-leads'
import { EraseLeadButton } from '@/components/admin/leads/erase-lead-button'
import {
  FactList,
  firstTouchFacts,
  lastTouchFacts,
  leadDetailsFacts,
} from '@/components/admin/leads/lead-facts'
import { LeadAssignForm } from '@/components/admin/leads/lead-assign-form'
import { nameReading, RecordName } from '@/components/admin/record-name'
import { LeadEnquiries } from '@/components/admin/leads/lead-enquiries'
import { LeadMailStatus } from '@/components/admin/leads/lead-mail-status'
import { LeadNoteForm } from '@/components/admin/leads/lead-note-form'
import { LeadQuickActions } from '@/components/admin/leads/lead-quick-actions'
import { LeadStageForm } from '@/components/admin/leads/lead-stage-form'
import { LeadStatusBadge } from '@/components/admin/leads/lead-status-badge'
import { SamePersonPanel } from '@/components/admin/leads/same-person-panel'
import { NextActionForm } from '@/components/admin/leads/next-action-form'
import { NextActionLine } from '@/components/admin/leads/next-action-line'
import { WaitingClock } from '@/components/admin/leads/waiting-clock'
import { LeadTimeline } from '@/components/admin/leads/lead-timeline'
import { buttonClass } from '@/components/ui/button'
import { getAdminLocale } from '@/lib/admin-i18n/get-admin-locale'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { can } from '@/lib/auth/permissions'
import { env } from '@/lib/env'
import { firstResponseMinutes } from '@/lib/lead-inbox/first-response'
import { durationParts } from '@/lib/lead-inbox/format-figures'
import { cairoWallTime, formatCairo } from '@/lib/i18n/business-time'
import { readLeadDetail } from '@/lib/lead-inbox/read-lead-detail'
import { listSamePerson } from '@/lib/lead-inbox/list-same-person'
import { listStaff } from '@/lib/lead-inbox/list-staff'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getAdminTranslations()
  return { title: t('leads.detail.title') }
}

type LeadPageProps = { params: Promise<{ id: string }> }

const card = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm'

/** One lead: who, what they asked, where from; its stage, assignee, notes and timeline. */
export default async function LeadPage({ params }: LeadPageProps) {
  const { viewer, denied } = await guardPage('leads')
  if (!viewer) return denied
  const { id } = await params
  const [detail, staff, t, locale] = await Promise.all([
    readLeadDetail({ viewer, id }),
    listStaff({ viewer }),
    getAdminTranslations(),
    getAdminLocale(),
  ])
  if (!detail) notFound()
  const { lead } = detail
  const samePerson = await listSamePerson({ viewer, lead })
  const now = new Date()
  const open = lead.status !== 'won' && lead.status !== 'lost'
  const erased = lead.erasedAt !== null
  return (
    <div className="max-w-6xl space-y-4">
      <Link href="/admin/leads" className={`${buttonClass('ghost', 'sm')} min-h-11 md:min-h-8`}>
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden /> {t('leads.detail.back')}
      </Link>
      <header className={`${card} space-y-3`}>
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-semibold" dir="auto">
            <bdi>{lead.fullName}</bdi>
          </h1>
          <LeadStatusBadge status={lead.status} />
          {lead.status === 'new' && !lead.firstResponseAt && !erased ? (
            <WaitingClock
              since={lead.createdAt.toISOString()}
              dueAt={lead.responseDueAt?.toISOString() ?? null}
              now={now.toISOString()}
            />
          ) : null}
        </div>
        <LiveLeads viewerId={viewer.userId} leadId={lead.id} />
        <p className="text-sm text-slate-600">
          {t('leads.detail.received', { at: formatCairo(lead.createdAt, locale) })}
          {' · '}
          {detail.project?.title ? (
            <bdi>
              <RecordName text={detail.project.title} {...nameReading(locale, t)} />
            </bdi>
          ) : (
            t('common.consultationBooking')
          )}
          {lead.enquiryCount > 1
            ? ` · ${t('leads.detail.enquiries', { count: lead.enquiryCount })}`
            : ''}
          {' · '}
          {detail.assignee
            ? t.rich('leads.detail.assigneesLead', {
                name: detail.assignee.name,
                bdi: (chunks) => <bdi>{chunks}</bdi>,
              })
            : t('common.unassigned')}
        </p>
        {detail.earlier ? (
          <p className="text-sm" data-testid="re-enquiry">
            <span className="me-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
              {t('leads.detail.reEnquiry')}
            </span>
            <Link href={`/admin/leads/${detail.earlier.id}`} className="underline">
              {t('leads.detail.earlierLead', {
                stage: t(`common.stages.${detail.earlier.status}`),
                at: detail.earlier.closedAt ? formatCairo(detail.earlier.closedAt, locale) : '—',
              })}
            </Link>
            {detail.earlier.assignee ? (
              <>
                {' · '}
                {t.rich('leads.detail.assigneesLead', {
                  name: detail.earlier.assignee,
                  bdi: (chunks) => <bdi>{chunks}</bdi>,
                })}
              </>
            ) : null}
          </p>
        ) : null}
        <p className="text-sm font-medium" data-testid="first-response">
          {lead.firstResponseAt
            ? t('leads.detail.firstResponse', {
                duration: t('leads.duration', durationParts(firstResponseMinutes(lead))),
              })
            : lead.responseDueAt
              ? t('leads.detail.noResponseDue', { at: formatCairo(lead.responseDueAt, locale) })
              : t('leads.detail.noResponse')}
        </p>
        {erased ? (
          <p className="rounded-lg bg-slate-100 p-3 text-sm">
            {t('leads.detail.erasedOn', { at: formatCairo(lead.erasedAt!, locale) })}
          </p>
        ) : (
          <LeadQuickActions detail={detail} staffName={{ en: viewer.name, ar: viewer.nameAr }} />
        )}
      </header>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-4">
          {erased ? null : (
            <div className="grid gap-4 md:grid-cols-2">
              <section aria-labelledby="lead-pipeline" className={card}>
                <h2 id="lead-pipeline" className="mb-3 text-base font-semibold">
                  {t('leads.detail.pipeline')}
                </h2>
                <LeadStageForm
                  leadId={lead.id}
                  status={lead.status}
                  viewingDate={lead.viewingDate ? cairoWallTime(lead.viewingDate) : null}
                />
              </section>
              {open ? (
                <section aria-labelledby="lead-next-action" className={`${card} md:col-span-2`}>
                  <h2 id="lead-next-action" className="mb-3 text-base font-semibold">
                    {t('leads.detail.nextAction')}
                  </h2>
                  {lead.nextActionAt ? (
                    <p className="mb-3 text-sm">
                      <NextActionLine at={lead.nextActionAt} note={lead.nextActionNote} now={now} />
                    </p>
                  ) : null}
                  <NextActionForm
                    leadId={lead.id}
                    at={lead.nextActionAt ? cairoWallTime(lead.nextActionAt) : null}
                    note={lead.nextActionNote}
                  />
                </section>
              ) : null}
              <section aria-labelledby="lead-assignment" className={card}>
                <h2 id="lead-assignment" className="mb-3 text-base font-semibold">
                  {t('leads.detail.assignment')}
                </h2>
                <LeadAssignForm
                  leadId={lead.id}
                  assigneeId={lead.assigneeId}
                  staff={staff}
                  viewerId={viewer.userId}
                  canGive={can(viewer.role, 'teamLeads')}
                />
              </section>
            </div>
          )}
          <section aria-labelledby="lead-timeline" className={card}>
            <h2 id="lead-timeline" className="mb-3 text-base font-semibold">
              {t('leads.detail.timeline')}
            </h2>
            {erased ? null : (
              <div className="mb-5">
                <LeadNoteForm leadId={lead.id} />
              </div>
            )}
            <LeadTimeline detail={detail} />
          </section>
        </div>
        <aside className="space-y-4" aria-label={t('leads.detail.aside')}>
          <SamePersonPanel
            leadId={lead.id}
            assignee={
              detail.assignee
                ? {
                    id: detail.assignee.id,
                    name: detail.assignee.name,
                    assignedAt: lead.assignedAt,
                  }
                : null
            }
            others={samePerson.others}
            merged={samePerson.merged}
            canMerge={can(viewer.role, 'administration') && !erased}
          />
          <FactList
            title={t('leads.detail.details')}
            empty={t('leads.facts.nothing')}
            facts={leadDetailsFacts(detail, t, locale)}
          />
          <FactList
            title={t('leads.detail.lastTouch')}
            note={t('leads.detail.lastTouchNote')}
            empty={t('leads.facts.nothing')}
            facts={lastTouchFacts(detail, env().siteUrl, t, locale)}
            testId="lead-last-touch"
          />
          <FactList
            title={t('leads.detail.firstTouch')}
            note={t('leads.detail.firstTouchNote')}
            empty={t('leads.facts.nothing')}
            facts={firstTouchFacts(detail, env().siteUrl, t, locale)}
            testId="lead-first-touch"
          />
          <LeadEnquiries enquiries={detail.enquiries} />
          <LeadMailStatus detail={detail} />
          {can(viewer.role, 'administration') && !erased ? (
            <section className={card} aria-labelledby="lead-privacy">
              <h2 id="lead-privacy" className="text-base font-semibold">
                {t('leads.detail.privacy')}
              </h2>
              <p className="mt-1 mb-3 text-sm text-slate-600">{t('leads.detail.privacyText')}</p>
              <EraseLeadButton leadId={lead.id} />
            </section>
          ) : null}
        </aside>
      </div>
    </div>
  )
}
