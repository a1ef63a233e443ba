/**
 * A timeline's entries, newest first. Entries come in the order things happened where their
 * times tie (a lead and its automatic assignment share one instant): the later one goes first.
 */
export function newestFirst<T extends { at: Date }>(entries: readonly T[]): T[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.at.getTime() - a.entry.at.getTime() || b.index - a.index)
    .map(({ entry }) => entry)
}
