import { cairoDay } from '@/lib/i18n/business-time'
import { CONVERSION_STAGES, type ConversionStage } from './pipeline'

export type ConversionExportQuery = { stage: ConversionStage; from: string; to: string }

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** Which conversions to export: a stage reached within Cairo days (default: Won, last 30 days). */
export function parseConversionExportQuery(
  params: URLSearchParams,
  now = new Date(),
): ConversionExportQuery {
  const stage = CONVERSION_STAGES.find((s) => s === params.get('stage')) ?? 'won'
  const today = cairoDay(now)
  const monthAgo = cairoDay(new Date(now.getTime() - 29 * 24 * 60 * 60 * 1000))
  let from = DAY.test(params.get('from') ?? '') ? params.get('from')! : monthAgo
  let to = DAY.test(params.get('to') ?? '') ? params.get('to')! : today
  if (from > to) [from, to] = [to, from]
  return { stage, from, to }
}
