import type { ActivityEntityType } from './activity-types'

/** How the back office names each kind of record in the log. */
export const ENTITY_TYPE_LABELS: Record<ActivityEntityType, string> = {
  developer: 'Developer',
  project: 'Project',
  unit: 'Unit',
  media: 'Media',
  lead: 'Lead',
  settings: 'Settings',
  staff: 'Staff',
  ad_spend: 'Ad spend',
  conversion_feed: 'Conversion file link',
}

/** The actions the mutations record, as a sentence's verb; others are shown as written. */
export const ACTION_LABELS: Record<string, string> = {
  created: 'Created',
  updated: 'Updated',
  deleted: 'Deleted',
  restored: 'Restored',
  purged: 'Deleted for good',
  uploaded: 'Uploaded',
  duplicated: 'Duplicated',
  status: 'Changed stage',
  assigned: 'Assigned',
  note: 'Added a note',
  resent: 'Resent notification',
  erased: 'Erased personal data',
  merged: 'Merged a duplicate into',
  unmerged: 'Unmerged a lead from',
  invited: 'Invited',
  invitation_resent: 'Resent the invitation to',
  invitation_revoked: 'Revoked the invitation of',
  role: 'Changed role',
  deactivated: 'Deactivated',
  reactivated: 'Reactivated',
  imported: 'Imported',
  revoked: 'Revoked',
  fetched: 'File fetched',
  fetch_refused: 'Fetch refused: wrong password',
  fetch_revoked: 'Fetch refused: link revoked',
  fetch_unknown: 'Fetch refused: no such link',
  fetch_limited: 'Fetches held back: too many',
}

export const actionLabel = (action: string) =>
  ACTION_LABELS[action] ?? action.charAt(0).toUpperCase() + action.slice(1).replace(/_/g, ' ')
