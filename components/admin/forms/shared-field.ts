import type { AdminMessages } from '@/lib/admin-catalogue/catalogues'
import type { AdminT } from './admin-t'

/** The fields several records have, worded once in the catalogue (common.fields). */
export type SharedField = keyof AdminMessages['common']['fields']

/**
 * Whether a field's label is the records' shared one; in the other branch the field is
 * typed as the record's own, so its part of the catalogue must have it.
 */
export const isSharedField = (t: AdminT, name: string): name is SharedField =>
  t.has(`common.fields.${name}` as Parameters<AdminT['has']>[0])
