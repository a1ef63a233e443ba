/** The NOTIFY channel of lead changes (new, assigned, moved on), for the live inbox. */
export const LEAD_CHANNEL = 'lead_changes'

/** What the live inbox is told: ids only, never a person's details. */
export type LeadChange = {
  leadId: string
  kind: 'new' | 'assigned' | 'updated'
  assigneeId: string | null
  /** On an assignment: whose lead it was (their open inbox hears it went to someone else). */
  previousAssigneeId?: string | null
}

/** What an alert to the lead's own assignee names it by: the person, and the project. */
export type LeadHeadline = { name: string; project: string | null }

/** A change, or 'resync' after the listener lost the database (changes may have been missed). */
export type LeadSignal = LeadChange | { kind: 'resync' }

/** A NOTIFY payload read back; null for anything else. */
export function parseLeadChange(payload: string): LeadChange | null {
  try {
    const value = JSON.parse(payload) as Partial<LeadChange>
    if (typeof value.leadId !== 'string' || !['new', 'assigned', 'updated'].includes(value.kind!))
      return null
    return {
      leadId: value.leadId,
      kind: value.kind!,
      assigneeId: typeof value.assigneeId === 'string' ? value.assigneeId : null,
      ...(typeof value.previousAssigneeId === 'string'
        ? { previousAssigneeId: value.previousAssigneeId }
        : {}),
    }
  } catch {
    return null
  }
}
