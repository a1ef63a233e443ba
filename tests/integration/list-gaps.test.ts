import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { readListGaps } from '@/lib/admin/read-list-gaps'
import { db } from '@/lib/db/client'
import { developerTranslations, projectTranslations } from '@/lib/db/schema'
import { insertDeveloper, insertProject, migratedDb } from '../support/db'
import { testViewer } from '../support/viewer'

beforeAll(async () => {
  await migratedDb()
})

describe('the content lists’ completeness (one reader for developers, projects and units)', () => {
  it('names what each record of the page lacks in either language', async () => {
    const viewer = testViewer('moderator')
    const developer = await insertDeveloper()
    const project = await insertProject(developer.id)
    await db()
      .update(developerTranslations)
      .set({ tagline: 'Homes by the river' })
      .where(
        and(
          eq(developerTranslations.developerId, developer.id),
          eq(developerTranslations.locale, 'en'),
        ),
      )
    await db()
      .delete(projectTranslations)
      .where(
        and(eq(projectTranslations.projectId, project.id), eq(projectTranslations.locale, 'ar')),
      )

    const developers = await readListGaps({ viewer, kind: 'developer', ids: [developer.id] })
    expect(developers.get(developer.id)).toEqual({ en: [], ar: [{ field: 'tagline' }] })
    const projects = await readListGaps({ viewer, kind: 'project', ids: [project.id] })
    expect(projects.get(project.id)?.ar).toEqual(
      // Field paths: the form's own labels name them (gap-texts), in the viewer's language.
      expect.arrayContaining([{ field: 'title' }, { field: 'description' }, { field: 'keyInfo' }]),
    )
    expect(projects.get(project.id)?.en).toEqual([])
    expect(await readListGaps({ viewer, kind: 'unit', ids: [] })).toEqual(new Map())
  })

  it('refuses a viewer without the content permission', async () => {
    await expect(
      readListGaps({ viewer: testViewer('user'), kind: 'unit', ids: [] }),
    ).rejects.toMatchObject({ denial: 'forbidden' })
  })
})
