import 'server-only'
import { developerSchema } from '@/lib/admin/developers/developer-schema'
import { saveDeveloper } from '@/lib/admin/developers/save-developer'
import { projectSchema } from '@/lib/admin/projects/project-schema'
import { saveProject } from '@/lib/admin/projects/save-project'
import { softDelete } from '@/lib/admin/soft-delete'
import { saveUnit } from '@/lib/admin/units/save-unit'
import { unitSchema } from '@/lib/admin/units/unit-schema'
import type { Tx } from '@/lib/db/types'
import developerData from './content/developers.json'
import projectData from './content/projects.json'
import sectionDefaultData from './content/section-defaults.json'
import unitData from './content/units.json'
import {
  developerSeedSchema,
  projectSeedSchema,
  sectionDefaultsSchema,
  unitSeedSchema,
} from './content-schema'
import { developerValues, projectValues, unitValues, withCrossSell } from './seed-form-values'
import { seedMediaLibrary } from './seed-media-library'
import { insertStructuredData } from './seed-structured-data'

/** No one signed in: the activity log shows the seed's records as created by "System". */
const SYSTEM = null

/**
 * Saves the demo catalogue from ./content as an editor would: each record's form values
 * parsed by its form's schema and saved by the admin's save operation (savepoints in the
 * seed's one transaction), deletions through the admin's soft delete.
 */
export async function saveSeedContent(tx: Tx) {
  const image = seedMediaLibrary(tx)
  const developerRows = developerSeedSchema.parse(developerData)
  const projectRows = projectSeedSchema.parse(projectData)
  const unitRows = unitSeedSchema.parse(unitData)
  const sectionDefaults = sectionDefaultsSchema.parse(sectionDefaultData)

  const developerIds = new Map<string, string>()
  for (const d of developerRows) {
    const input = developerSchema.parse(await developerValues(d, image))
    developerIds.set(d.slug, await saveDeveloper(input, undefined, SYSTEM, tx))
  }

  const projectIds = new Map<string, string>()
  const projectForms = new Map<string, Awaited<ReturnType<typeof projectValues>>>()
  for (const p of projectRows) {
    const developerId = developerIds.get(p.developer)
    if (!developerId) throw new Error(`Seed project ${p.slug}: unknown developer ${p.developer}`)
    const values = await projectValues(p, developerId, sectionDefaults, image)
    const projectId = await saveProject(projectSchema.parse(values), undefined, SYSTEM, tx)
    projectIds.set(p.slug, projectId)
    projectForms.set(p.slug, values)
    if (p.seo) {
      const developer = developerRows.find((d) => d.slug === p.developer)!
      await insertStructuredData(tx, projectId, p, { en: developer.en.name, ar: developer.ar.name })
    }
  }

  // A cross-sell link points at a project that may be saved after it: linked in a second save.
  for (const p of projectRows) {
    if (!p.cross_sell) continue
    const target = projectIds.get(p.cross_sell)
    if (!target) throw new Error(`Seed project ${p.slug}: unknown cross-sell ${p.cross_sell}`)
    const values = withCrossSell(projectForms.get(p.slug)!, target)
    await saveProject(projectSchema.parse(values), projectIds.get(p.slug), SYSTEM, tx)
  }

  for (const u of unitRows) {
    const projectId = projectIds.get(u.project)
    if (!projectId) throw new Error(`Seed unit ${u.slug}: unknown project ${u.project}`)
    await saveUnit(unitSchema.parse(await unitValues(u, projectId, image)), undefined, SYSTEM, tx)
  }

  // Last: a deleted project takes no new units.
  for (const p of projectRows)
    if (p.deleted) await softDelete('project', projectIds.get(p.slug)!, SYSTEM, tx)

  return { developers: developerRows.length, projects: projectRows.length, units: unitRows.length }
}
