import { z } from 'zod'
import { groupKey, type AdminKeyGroup } from '@/lib/admin-catalogue/admin-message-key'
import { readMoney } from './read-money'

/** An optional amount in whole Egyptian pounds, typed as people write prices. */
export const optionalEgp = (group: EgpGroup) =>
  z.preprocess(
    // Typed as people write prices, or a number from a script (the seed).
    (value: string | number | null | undefined) => readMoney(value),
    z
      .number(groupKey(group, 'notAmount'))
      .int(groupKey(group, 'notWhole'))
      .min(0, groupKey(group, 'negative'))
      .max(100_000_000_000, groupKey(group, 'tooLarge'))
      .nullable(),
  )

/** Where the field's messages are (`group.notAmount`, `.notWhole`, `.negative`, `.tooLarge`). */
type EgpGroup = AdminKeyGroup<'notAmount'> &
  AdminKeyGroup<'notWhole'> &
  AdminKeyGroup<'negative'> &
  AdminKeyGroup<'tooLarge'>
