/** The sales pipeline: New → Contacted → Qualified → Viewing → Won, or Lost at any point. */
export const leadStatuses = ['new', 'contacted', 'qualified', 'viewing', 'won', 'lost'] as const
export type LeadStatus = (typeof leadStatuses)[number]

export const leadLostReasons = [
  'unreachable',
  'budget',
  'location',
  'timing',
  'bought_elsewhere',
  'not_interested',
  'invalid_details',
  'duplicate',
  'other',
] as const
export type LeadLostReason = (typeof leadLostReasons)[number]

/** Which public form a lead came from. */
export const leadSources = ['consultation', 'project'] as const
export type LeadSource = (typeof leadSources)[number]
