import 'server-only'
import { and, count, eq } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { developers, projects } from '@/lib/db/schema'
import { cachedRead } from './cache'
import { visibleDeveloper, visibleProject } from './visibility'

export type TrustFigures = { developers: number; projects: number }

/** The home page's trust figures: the developers and projects a visitor can open. */
export async function queryTrustFigures(_args: null = null): Promise<TrustFigures> {
  const [developerCount, projectCount] = await Promise.all([
    db().select({ n: count() }).from(developers).where(visibleDeveloper),
    db()
      .select({ n: count() })
      .from(projects)
      .innerJoin(developers, and(eq(developers.id, projects.developerId), visibleDeveloper))
      .where(visibleProject),
  ])
  return { developers: developerCount[0]?.n ?? 0, projects: projectCount[0]?.n ?? 0 }
}

export const getTrustFigures = cachedRead('trust-figures', queryTrustFigures)
