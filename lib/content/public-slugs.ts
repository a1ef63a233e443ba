import 'server-only'
import { db } from '@/lib/db/client'
import { developers, projects } from '@/lib/db/schema'
import { visibleDeveloper, visibleProject } from './visibility'

export type PublicSlugs = { projects: ReadonlySet<string>; developers: ReadonlySet<string> }

type Loaded = { slugs: Promise<PublicSlugs>; at: number }

// One copy per process: proxy.ts and the pages are separate bundles, and a content change in
// either (forgetPublicSlugs) must reach the copy the proxy reads.
const SLOT = Symbol.for('masar.publicSlugs')
const slot = globalThis as typeof globalThis & { [SLOT]?: Loaded }

/** A safety net: even without a change notice, the list is read again after this long. */
const MAX_AGE_MS = 30_000

async function load(): Promise<PublicSlugs> {
  const [projectRows, developerRows] = await Promise.all([
    db().select({ slug: projects.slug }).from(projects).where(visibleProject),
    db().select({ slug: developers.slug }).from(developers).where(visibleDeveloper),
  ])
  return {
    projects: new Set(projectRows.map((row) => row.slug)),
    developers: new Set(developerRows.map((row) => row.slug)),
  }
}

/**
 * The slugs of the public project and developer pages. The proxy sends any other slug to the
 * 404 route before a page renders, so made-up URLs are never rendered into Next's page cache
 * (each one used to leave about 33 kB on disk).
 */
export function publicSlugs(now = Date.now()): Promise<PublicSlugs> {
  const current = slot[SLOT]
  if (current && now - current.at < MAX_AGE_MS) return current.slugs
  const slugs = load()
  slot[SLOT] = { slugs, at: now }
  // A failed read is not kept: the next request tries again.
  slugs.catch(() => {
    if (slot[SLOT]?.slugs === slugs) delete slot[SLOT]
  })
  return slugs
}

/** After a content change: the next request reads the slugs again. */
export function forgetPublicSlugs(): void {
  delete slot[SLOT]
}
