import 'server-only'
import { and, desc, eq, isNull, ne } from 'drizzle-orm'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/actions/require-permission'
import { db } from '@/lib/db/client'
import { projectTitleIn, staffNameIn } from '@/lib/db/record-names'
import { leadMerges, leads, users } from '@/lib/db/schema'
import type { LeadStatus } from '@/lib/enums/lead-statuses'
import { leadScopeOf, scopeCondition } from './lead-scope'

export type SamePersonLead = {
  id: string
  fullName: string
  project: string | null
  status: LeadStatus
  assignee: string | null
  assigneeId: string | null
  /** When its rep got it: a merge keeps the newer assignment's rep. */
  assignedAt: Date | null
  createdAt: Date
}

export type MergedLead = {
  mergeId: string
  leadId: string
  fullName: string
  mergedAt: Date
  mergedBy: string | null
}

/**
 * One person, one history: the other leads with this lead's mobile (normalised, any project),
 * newest first, and the leads merged into this one that can still be unmerged.
 */
export async function listSamePerson({
  viewer,
  lead,
}: {
  viewer: Viewer
  lead: { id: string; mobileLocal: string | null }
}): Promise<{ others: SamePersonLead[]; merged: MergedLead[] }> {
  requirePermission(viewer, 'leads')
  const scope = await leadScopeOf(viewer)
  // Projects and staff named in the viewer's language (English where there is no other).
  const locale = viewer.locale ?? 'en'
  const [others, merges] = await Promise.all([
    lead.mobileLocal
      ? db()
          .select({
            id: leads.id,
            fullName: leads.fullName,
            project: projectTitleIn(locale, leads.projectId),
            status: leads.status,
            assignee: staffNameIn(locale, users),
            assigneeId: leads.assigneeId,
            assignedAt: leads.assignedAt,
            createdAt: leads.createdAt,
          })
          .from(leads)
          .leftJoin(users, eq(users.id, leads.assigneeId))
          .where(
            and(
              eq(leads.mobileLocal, lead.mobileLocal),
              ne(leads.id, lead.id),
              isNull(leads.erasedAt),
              scopeCondition(scope),
            ),
          )
          .orderBy(desc(leads.createdAt))
          .limit(20)
      : [],
    db()
      .select({
        mergeId: leadMerges.id,
        leadId: leadMerges.mergedLeadId,
        mergedLead: leadMerges.mergedLead,
        mergedAt: leadMerges.mergedAt,
        mergedBy: staffNameIn(locale, users),
      })
      .from(leadMerges)
      .leftJoin(users, eq(users.id, leadMerges.mergedById))
      .where(and(eq(leadMerges.leadId, lead.id), isNull(leadMerges.unmergedAt)))
      .orderBy(desc(leadMerges.mergedAt)),
  ])
  return {
    others,
    merged: merges.map(({ mergedLead, ...merge }) => ({
      ...merge,
      fullName: String(mergedLead.fullName ?? ''),
    })),
  }
}
