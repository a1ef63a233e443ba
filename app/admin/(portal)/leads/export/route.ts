import { staffRoute } from '@/lib/actions/staff-route'
import { preferredLocale } from '@/lib/admin-i18n/preferred-locale'
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
    // The exporter's portal language (their choice, else the browser's, as the pages do).
    const locale = viewer.locale ?? preferredLocale(request.headers.get('accept-language'))
    return csvResponse(
      streamLeadsCsv(filters, viewer.userId, locale),
      `leads-${cairoDay(new Date())}.csv`,
    )
  },
)
