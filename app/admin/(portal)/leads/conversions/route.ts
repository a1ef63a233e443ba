import { staffRoute } from '@/lib/actions/staff-route'
import { csvResponse } from '@/lib/lead-inbox/csv-response'
import { parseConversionExportQuery } from '@/lib/lead-inbox/conversion-export-query'
import { conversionFileName } from '@/lib/lead-inbox/conversion-file-name'
import { streamOfflineConversions } from '@/lib/lead-inbox/stream-offline-conversions'
import { readLeadSettings } from '@/lib/settings/read-lead-settings'

/** Google Ads offline conversions for a stage and period (admin only). */
export const GET = staffRoute(
  'administration',
  { context: 'Conversions export' },
  async (request) => {
    const query = parseConversionExportQuery(new URL(request.url).searchParams)
    return csvResponse(
      streamOfflineConversions(query, await readLeadSettings()),
      conversionFileName(query),
    )
  },
)
