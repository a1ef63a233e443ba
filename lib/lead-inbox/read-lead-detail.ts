import 'server-only'
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/actions/require-permission'
import { db } from '@/lib/db/client'
import { leadProjectTexts } from '@/lib/db/lead-project-title'
import { projectTitleIn, staffNameIn } from '@/lib/db/record-names'
import {
  leadEnquiries,
  leadEvents,
  leads,
  outboxMessages,
  projects,
  projectTranslations,
  users,
} from '@/lib/db/schema'
import { alias } from 'drizzle-orm/pg-core'
import type { LeadStatus } from '@/lib/enums/lead-statuses'
import type { OutboxStatus } from '@/lib/enums/outbox-statuses'
import { MAIL_KINDS } from '@/lib/mail/mail-kinds'
import { isRecordId } from '@/lib/validation/record-id'
import { inScope, leadScopeOf } from './lead-scope'
import { nameEventsInLanguage } from './name-events-in-language'

export type LeadDetail = {
  lead: typeof leads.$inferSelect
  /** `title` in the viewer's language; `titleEn` / `titleAr` for what a message to the lead names. */
  project: {
    id: string
    slug: string
    title: string | null
    titleEn: string | null
    titleAr: string | null
  } | null
  assignee: { id: string; name: string; email: string } | null
  /** Repeat enquiries, and the arrivals of leads merged in (with their project's title). */
  enquiries: (typeof leadEnquiries.$inferSelect & { project: string | null })[]
  events: (typeof leadEvents.$inferSelect & { actorName: string | null })[]
  /** A re-enquiry's earlier lead (Won or Lost when the person came back), if it still exists. */
  earlier: {
    id: string
    status: LeadStatus
    closedAt: Date | null
    assignee: string | null
  } | null
  mails: {
    id: string
    kind: string
    status: OutboxStatus
    attempts: number
    nextAttemptAt: Date
    lastError: string | null
    sentAt: Date | null
    createdAt: Date
  }[]
}

const titleAr = alias(projectTranslations, 'title_ar')

/** Everything staff see about one lead; null when there is no such lead. */
export async function readLeadDetail({
  viewer,
  id,
}: {
  viewer: Viewer
  id: string
}): Promise<LeadDetail | null> {
  requirePermission(viewer, 'leads')
  if (!isRecordId(id)) return null
  // Records and staff named in the viewer's language (English where there is no other).
  const locale = viewer.locale ?? 'en'
  const [row] = await db()
    .select({
      lead: leads,
      projectId: projects.id,
      projectSlug: projects.slug,
      projectTitle: projectTitleIn(locale, leads.projectId),
      projectTitleEn: projectTranslations.title,
      projectTitleAr: titleAr.title,
      assigneeId: users.id,
      assigneeName: staffNameIn(locale, users),
      assigneeEmail: users.email,
    })
    .from(leads)
    .leftJoin(projects, eq(projects.id, leads.projectId))
    .leftJoin(projectTranslations, leadProjectTexts('en'))
    .leftJoin(titleAr, leadProjectTexts('ar', titleAr))
    .leftJoin(users, eq(users.id, leads.assigneeId))
    .where(eq(leads.id, id))
  // A colleague's lead is not there for a sales rep (the page answers 404, as for no lead).
  if (!row || !inScope(await leadScopeOf(viewer), row.lead)) return null
  const [enquiries, events, mails, earlier] = await Promise.all([
    db()
      .select({ enquiry: leadEnquiries, project: projectTitleIn(locale, leadEnquiries.projectId) })
      .from(leadEnquiries)
      .where(eq(leadEnquiries.leadId, id))
      .orderBy(asc(leadEnquiries.createdAt)),
    db()
      .select({ event: leadEvents, actorName: staffNameIn(locale, users) })
      .from(leadEvents)
      .leftJoin(users, eq(users.id, leadEvents.actorId))
      .where(eq(leadEvents.leadId, id))
      .orderBy(asc(leadEvents.createdAt), asc(leadEvents.id)),
    db()
      .select({
        id: outboxMessages.id,
        kind: outboxMessages.kind,
        status: outboxMessages.status,
        attempts: outboxMessages.attempts,
        nextAttemptAt: outboxMessages.nextAttemptAt,
        lastError: outboxMessages.lastError,
        sentAt: outboxMessages.sentAt,
        createdAt: outboxMessages.createdAt,
      })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.subjectId, id),
          inArray(outboxMessages.kind, [
            MAIL_KINDS.leadNotification,
            MAIL_KINDS.leadAssignment,
            MAIL_KINDS.leadReminder,
            MAIL_KINDS.leadHandedOver,
          ]),
        ),
      )
      .orderBy(desc(outboxMessages.createdAt)),
    row.lead.reEnquiryOf
      ? db()
          .select({
            id: leads.id,
            status: leads.status,
            wonAt: leads.wonAt,
            lostAt: leads.lostAt,
            assignee: staffNameIn(locale, users),
          })
          .from(leads)
          .leftJoin(users, eq(users.id, leads.assigneeId))
          .where(eq(leads.id, row.lead.reEnquiryOf))
      : [],
  ])
  return {
    lead: row.lead,
    project:
      row.projectId && row.projectSlug
        ? {
            id: row.projectId,
            slug: row.projectSlug,
            title: row.projectTitle,
            titleEn: row.projectTitleEn,
            titleAr: row.projectTitleAr,
          }
        : null,
    assignee:
      row.assigneeId && row.assigneeName !== null && row.assigneeEmail !== null
        ? { id: row.assigneeId, name: row.assigneeName, email: row.assigneeEmail }
        : null,
    enquiries: enquiries.map(({ enquiry, project }) => ({ ...enquiry, project })),
    events: await nameEventsInLanguage(
      locale,
      id,
      events.map(({ event, actorName }) => ({ ...event, actorName })),
    ),
    earlier: earlier[0]
      ? {
          id: earlier[0].id,
          status: earlier[0].status,
          closedAt:
            earlier[0].status === 'won'
              ? earlier[0].wonAt
              : earlier[0].status === 'lost'
                ? earlier[0].lostAt
                : null,
          assignee: earlier[0].assignee,
        }
      : null,
    mails,
  }
}
