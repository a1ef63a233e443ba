import { staffRoute } from '@/lib/actions/staff-route'
import { csvResponse } from '@/lib/lead-inbox/csv-response'
import { cairoDay } from '@/lib/i18n/business-time'
import { parseLeadFilters } from '@/lib/lead-inbox/lead-filters'
import { streamLeadsCsv } from '@/lib/lead-inbox/stream-leads-csv'

/** The leads of an inbox view as CSV (admin only; the query string is the view's). */
export const GET = staffRoute(
  'administration',
  { context: 'Leads export' },
  async (request, viewer) => {
    const filters = parseLeadFilters(Object.fromEntries(new URL(request.url).searchParams))
    return csvResponse(streamLeadsCsv(filters, viewer.userId), `leads-${cairoDay(new Date())}.csv`)
  },
)
