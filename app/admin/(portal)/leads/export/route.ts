import { deniedResponse } from '@/components/admin/guard/denied-response'
import { csvResponse } from '@/lib/lead-inbox/csv-response'
import { authorize } from '@/lib/auth/authorize'
import { cairoDay } from '@/lib/i18n/business-time'
import { parseLeadFilters } from '@/lib/lead-inbox/lead-filters'
import { streamLeadsCsv } from '@/lib/lead-inbox/stream-leads-csv'

/** The leads of an inbox view as CSV (admin only; the query string is the view's). */
export async function GET(request: Request): Promise<Response> {
  const gate = await authorize('administration')
  if (!gate.ok) return deniedResponse(gate.denial, request.url)
  const filters = parseLeadFilters(Object.fromEntries(new URL(request.url).searchParams))
  return csvResponse(
    streamLeadsCsv(filters, gate.viewer.userId),
    `leads-${cairoDay(new Date())}.csv`,
  )
}
