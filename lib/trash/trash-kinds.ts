/** What can be in the trash. */
export const TRASH_KINDS = ['developer', 'project', 'unit', 'media'] as const
export type TrashKind = (typeof TRASH_KINDS)[number]

export const isTrashKind = (value: unknown): value is TrashKind =>
  TRASH_KINDS.includes(value as TrashKind)
