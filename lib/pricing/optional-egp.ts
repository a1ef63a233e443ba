import { z } from 'zod'
import { readMoney } from './read-money'

/** An optional amount in whole Egyptian pounds, typed as people write prices. */
export const optionalEgp = (label: string) =>
  z.preprocess(
    readMoney,
    z
      .number(`${label}: write the amount in EGP, e.g. 9800000 or 9.8M`)
      .int(`${label}: write a whole amount in EGP`)
      .min(0, `${label} cannot be negative`)
      .max(100_000_000_000, `${label} is too large`)
      .nullable(),
  )
