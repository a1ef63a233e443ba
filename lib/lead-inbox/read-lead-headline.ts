import 'server-only'
import { eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { db } from '@/lib/db/client'
import { leadProjectTexts } from '@/lib/db/lead-project-title'
import { leads, projectTranslations } from '@/lib/db/schema'
import type { Locale } from '@/lib/i18n/locales'
import type { LeadHeadline } from '@/lib/lead-live/lead-change'

const english = alias(projectTranslations, 'english')

/**
 * The person and the project (in the reader's language) an alert names a lead by. For alerts
 * to the lead's own assignee (the caller checked that): null for an erased lead,
 * whose name is gone, or none.
 */
export async function readLeadHeadline(
  leadId: string,
  locale: Locale,
): Promise<LeadHeadline | null> {
  const [row] = await db()
    .select({
      name: leads.fullName,
      // The reader's language, English where the project was never written in it.
      project: sql<
        string | null
      >`coalesce(nullif(${projectTranslations.title}, ''), ${english.title})`,
      erasedAt: leads.erasedAt,
    })
    .from(leads)
    .leftJoin(projectTranslations, leadProjectTexts(locale))
    .leftJoin(english, leadProjectTexts('en', english))
    .where(eq(leads.id, leadId))
  return row && !row.erasedAt ? { name: row.name, project: row.project } : null
}
