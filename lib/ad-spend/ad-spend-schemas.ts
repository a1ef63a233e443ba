import { z } from 'zod'
import { messageKey } from '@/lib/admin-catalogue/admin-message-key'
import { AD_PLATFORMS } from '@/lib/enums/ad-spend'
import { MAX_CAMPAIGN } from './ad-report'
import { readAmountCents, westernText } from './report-values'

/** EGP for one unit of the report's currency: up to six decimals, in either digits. */
const RATE = /^\d{1,6}(\.\d{1,6})?$/

/** The import form's fields beside the file (the action reads the file itself). */
export const importAdSpendSchema = z.object({
  rate: z
    .string()
    .optional()
    .transform((value) => westernText(value ?? ''))
    .refine(
      (value) => value === '' || (RATE.test(value) && Number(value) > 0),
      messageKey('report.adSpend.fieldErrors.rate'),
    )
    .transform((value) => value || null),
  /** The chosen file's name: the browser sends it compressed, under another name. */
  fileName: z.string().trim().max(200).optional(),
})

/** A month's figure typed by hand: EGP, for a campaign as its leads' utm_campaign names it. */
export const monthlySpendSchema = z.object({
  platform: z.enum(AD_PLATFORMS, messageKey('report.adSpend.fieldErrors.platform')),
  campaign: z
    .string(messageKey('report.adSpend.fieldErrors.campaign'))
    .trim()
    .min(1, messageKey('report.adSpend.fieldErrors.campaign'))
    .max(MAX_CAMPAIGN, messageKey('report.adSpend.fieldErrors.campaignTooLong')),
  month: z
    .string(messageKey('report.adSpend.fieldErrors.month'))
    .transform((value) => westernText(value))
    .refine(
      (value) => /^2\d{3}-(0[1-9]|1[0-2])$/.test(value),
      messageKey('report.adSpend.fieldErrors.month'),
    ),
  amount: z
    .string(messageKey('report.adSpend.fieldErrors.amount'))
    .transform((value) => readAmountCents(value))
    .refine(
      (cents) => cents !== null && cents <= 100_000_000_000_00,
      messageKey('report.adSpend.fieldErrors.amount'),
    )
    .transform((cents) => cents!),
})

export type MonthlySpendInput = z.output<typeof monthlySpendSchema>
