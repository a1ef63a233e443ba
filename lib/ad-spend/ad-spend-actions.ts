'use server'

import type { ActionResult } from '@/lib/actions/action-result'
import { AppError } from '@/lib/actions/app-error'
import { staffAction } from '@/lib/actions/staff-action'
import type { AdminMessageKey } from '@/lib/admin-catalogue/admin-message-key'
import { importAdSpendSchema, monthlySpendSchema } from './ad-spend-schemas'
import { importAdSpend, type ImportSummary } from './import-ad-spend'
import { readUploadBytes } from './read-upload-bytes'
import { saveMonthlySpend, type MonthlySpendOutcome } from './save-monthly-spend'

/** The broken lines shown at most (the count says how many there are). */
const SHOWN_LINES = 50

/**
 * Ad spend › Import (admin and moderator): a Google Ads or Meta cost report, all or nothing.
 * A refused file answers 'invalid' with one field error per broken line ("line.7": its
 * problem's key), so the form lists them with their numbers.
 */
export async function importAdSpendAction(
  _previous: ActionResult<ImportSummary> | null,
  formData: FormData,
): Promise<ActionResult<ImportSummary>> {
  const result = await staffAction(
    { permission: 'teamLeads', schema: importAdSpendSchema, formData },
    async (input, viewer) => {
      const file = formData.get('file')
      if (!(file instanceof Blob) || file.size === 0)
        throw AppError.field('file', 'report.adSpend.fieldErrors.file')
      const bytes = await readUploadBytes(file)
      if (!bytes) throw AppError.field('file', 'report.adSpend.import.tooLarge')
      const fileName = input.fileName || (file instanceof File ? file.name : '') || 'report.csv'
      return importAdSpend({ viewer, bytes, fileName, rate: input.rate })
    },
  )
  if (!result.ok) return result
  if ('imported' in result.data) return { ok: true, data: result.data.imported }
  const { refused } = result.data
  const fieldErrors = Object.fromEntries(
    refused
      .slice(0, SHOWN_LINES)
      .map(({ line, problem }) => [
        `line.${line}`,
        `report.adSpend.problems.${problem}` satisfies AdminMessageKey,
      ]),
  )
  return {
    ok: false,
    code: 'invalid',
    message: 'report.adSpend.refusals.brokenLines',
    values: { count: refused.length },
    fieldErrors,
  }
}

/** Ad spend › Type a month's spend (admin and moderator). */
export async function saveMonthlySpendAction(
  _previous: ActionResult<MonthlySpendOutcome> | null,
  formData: FormData,
): Promise<ActionResult<MonthlySpendOutcome>> {
  return staffAction(
    { permission: 'teamLeads', schema: monthlySpendSchema, formData },
    (input, viewer) => saveMonthlySpend({ viewer, input }),
  )
}
