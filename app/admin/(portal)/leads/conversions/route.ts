import { deniedResponse } from '@/components/admin/guard/denied-response'
import { csvResponse } from '@/lib/lead-inbox/csv-response'
import { authorize } from '@/lib/auth/authorize'
import { parseConversionExportQuery } from '@/lib/lead-inbox/conversion-export-query'
import { streamOfflineConversions } from '@/lib/lead-inbox/stream-offline-conversions'
import { getLeadSettings } from '@/lib/settings/get-lead-settings'

/** Google Ads offline conversions for a stage and period (admin only). */
export async function GET(request: Request): Promise<Response> {
  const gate = await authorize('administration')
  if (!gate.ok) return deniedResponse(gate.denial, request.url)
  const query = parseConversionExportQuery(new URL(request.url).searchParams)
  return csvResponse(
    streamOfflineConversions(query, await getLeadSettings()),
    `google-ads-conversions-${query.stage}-${query.from}-to-${query.to}.csv`,
  )
}
