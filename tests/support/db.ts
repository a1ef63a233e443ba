import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import { inject } from 'vitest'
import { PGlite } from '@electric-sql/pglite'
import { db, openPglite, pgliteOptions } from '@/lib/db/client'
import { env } from '@/lib/env'
import { runMigrations } from '@/lib/db/migrate'
import {
  developers,
  developerTranslations,
  media,
  projects,
  projectTranslations,
} from '@/lib/db/schema'

/** Migrates the test database (in-memory PGlite, or PostgreSQL when DATABASE_URL is set). */
export async function migratedDb() {
  startFromMigratedImage()
  await runMigrations() // a no-op on the image, unless a migration was added since it was made
  return db()
}

/**
 * The in-memory database starts from the run's migrated image (tests/support/pglite-image.ts)
 * instead of an empty data dir, which saves PGlite's initdb and the migrations in every file.
 */
function startFromMigratedImage() {
  const image = inject('pgliteImage')
  const { DATABASE_URL, dataDir } = env()
  if (!image || DATABASE_URL || dataDir !== 'memory://') return
  openPglite(() => new PGlite({ ...pgliteOptions, loadDataDir: new Blob([readFileSync(image)]) }))
}

export const tempDir = () => mkdtempSync(join(tmpdir(), 'masar-test-'))

/** A unique slug, so tests never collide on a shared PostgreSQL database. */
export const uniqueSlug = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`

/** A unique slug without digits, for tests that search by numbers and must not match it by chance. */
export const digitFreeSlug = (prefix: string) =>
  uniqueSlug(prefix).replace(/\d/g, (digit) => 'ghijklmpqr'[Number(digit)]!)

/**
 * A library image as an upload leaves it (ready, alt text in both languages); its files are not
 * in storage, which content reads and saves never look at.
 */
export async function insertMedia(overrides: Partial<typeof media.$inferInsert> = {}) {
  const [row] = await db()
    .insert(media)
    .values({
      kind: 'image',
      status: 'ready',
      originalName: `${uniqueSlug('photo')}.jpg`,
      sourceType: 'image/jpeg',
      width: 1600,
      height: 900,
      altEn: 'A test photo',
      altAr: 'صورة تجريبية',
      ...overrides,
    })
    .returning()
  if (!row) throw new Error('insert failed')
  return row
}

export async function insertDeveloper(overrides: Partial<typeof developers.$inferInsert> = {}) {
  const [row] = await db()
    .insert(developers)
    .values({
      slug: uniqueSlug('dev'),
      logoMediaId: overrides.logoMediaId ?? (await insertMedia()).id,
      status: 'published',
      ...overrides,
    })
    .returning()
  if (!row) throw new Error('insert failed')
  await db()
    .insert(developerTranslations)
    .values([
      { developerId: row.id, locale: 'en', name: `Developer ${row.slug}` },
      { developerId: row.id, locale: 'ar', name: `مطور ${row.slug}` },
    ])
  return row
}

export async function insertProject(
  developerId: string,
  overrides: Partial<typeof projects.$inferInsert> = {},
) {
  const slug = overrides.slug ?? uniqueSlug('project')
  const [row] = await db()
    .insert(projects)
    .values({
      slug,
      developerId,
      status: 'published',
      logoMediaId: overrides.logoMediaId ?? (await insertMedia()).id,
      thumbnailMediaId: overrides.thumbnailMediaId ?? (await insertMedia()).id,
      basePath: `/${slug}`,
      ...overrides,
    })
    .returning()
  if (!row) throw new Error('insert failed')
  await db()
    .insert(projectTranslations)
    .values([
      {
        projectId: row.id,
        locale: 'en',
        title: `Project ${slug}`,
        description: 'A calm place.',
        keyInfo: 'Villas',
      },
      {
        projectId: row.id,
        locale: 'ar',
        title: `مشروع ${slug}`,
        description: 'مكان هادئ.',
        keyInfo: 'فيلات',
      },
    ])
  return row
}

export { sqlRows } from './sql-rows'
