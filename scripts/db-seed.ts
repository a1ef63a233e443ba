import { env } from '../lib/env'
import { closeDb } from '../lib/db/client'
import { bootstrapDatabase, describeStaffLogins } from '../lib/db/bootstrap'

const result = await bootstrapDatabase()
console.log(
  result.seededContent
    ? `Seeded ${result.seededContent.developers} developers, ${result.seededContent.projects} projects, ${result.seededContent.units} units.`
    : 'Content was seeded before; nothing to add.',
)
console.log(describeStaffLogins(result, env().siteUrl))
await closeDb()
