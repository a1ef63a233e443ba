/** Payment calculator constants and arithmetic (spec §9 "Calculator"). Pure. */

import { readMoney } from './read-money'

export const DEFAULT_PRICE_EGP = 20_000_000

export const DOWN_PAYMENT_OPTIONS = [10, 15, 20] as const
export type DownPaymentPercent = (typeof DOWN_PAYMENT_OPTIONS)[number]
export const DEFAULT_DOWN_PAYMENT_PERCENT: DownPaymentPercent = 10

export const TENURE_YEARS_OPTIONS = [3, 5, 7, 10] as const
export type TenureYears = (typeof TENURE_YEARS_OPTIONS)[number]
export const DEFAULT_TENURE_YEARS: TenureYears = 10

export type PlanInput = { price: number; downPaymentPercent: number; years: number }
export type Plan = { downPayment: number; monthlyInstallment: number }

/**
 * down payment = price × percent / 100;
 * monthly installment = (price − down payment) / (years × 12), rounded to a whole pound.
 */
export function calculatePlan({ price, downPaymentPercent, years }: PlanInput): Plan {
  const downPayment = (price * downPaymentPercent) / 100
  const months = years * 12
  const monthlyInstallment = months > 0 ? Math.round((price - downPayment) / months) : 0
  return { downPayment, monthlyInstallment }
}

/** The price the calculator works with: the number or parsed text, else 20,000,000 EGP. */
export function priceOrDefault(value: number | string | null | undefined): number {
  const price = readMoney(value)
  return price !== null && price > 0 ? price : DEFAULT_PRICE_EGP
}
