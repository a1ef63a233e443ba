import type { LeadRouting } from './lead-routing-schema'

/** The settings that send a person leads: the sales inbox's addresses, and who leads go to. */
export type LeadLists = { recipients: string[]; routing: LeadRouting }

/** A staff member as the lists name them: by address (the inbox) and by id (the rotations). */
export type ListedPerson = { id: string; email: string }

/** Which of the lists name a person: the inbox, the main rotation, these projects' teams. */
export type PersonLists = {
  recipients: boolean
  /** The inbox has no other address (taking them out puts a stand-in there: withoutPerson). */
  onlyRecipient: boolean
  rotation: boolean
  projectIds: string[]
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

export function listsOf(lists: LeadLists, person: ListedPerson): PersonLists {
  const theirs = lists.recipients.filter((address) => sameAddress(address, person.email))
  return {
    recipients: theirs.length > 0,
    onlyRecipient: theirs.length > 0 && theirs.length === lists.recipients.length,
    rotation: lists.routing.reps.includes(person.id),
    projectIds: Object.entries(lists.routing.projectReps)
      .filter(([, reps]) => reps.includes(person.id))
      .map(([projectId]) => projectId),
  }
}

export const onNoList = (named: PersonLists) =>
  !named.recipients && !named.rotation && named.projectIds.length === 0

/**
 * The lists without the person. The inbox may not be empty (Settings › Company refuses that):
 * when they were its only address, `standIn` (the admin removing them) takes their place. A
 * project team left empty is no team (its leads go round the main rotation), as on save.
 */
export function withoutPerson(lists: LeadLists, person: ListedPerson, standIn: string): LeadLists {
  const others = lists.recipients.filter((address) => !sameAddress(address, person.email))
  const projectReps = Object.fromEntries(
    Object.entries(lists.routing.projectReps)
      .map(([projectId, reps]) => [projectId, reps.filter((id) => id !== person.id)] as const)
      .filter(([, reps]) => reps.length > 0),
  )
  return {
    recipients: others.length ? others : [standIn.toLowerCase()],
    routing: {
      ...lists.routing,
      reps: lists.routing.reps.filter((id) => id !== person.id),
      projectReps,
    },
  }
}
