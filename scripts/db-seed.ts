// The seed saves through the admin's server-only modules: run under the react-server condition
// (npm run db:seed), as Next.js runs them.
import { env } from '../lib/env'
import { closeDb } from '../lib/db/client'
import { bootstrapDatabase, describeStaffLogins } from '../lib/boot/bootstrap-database'

const result = await bootstrapDatabase()
console.log(
  result.seededContent
    ? `Seeded ${result.seededContent.developers} developers, ${result.seededContent.projects} projects, ${result.seededContent.units} units.`
    : 'Content was seeded before; nothing to add.',
)
console.log(describeStaffLogins(result, env().siteUrl))
await closeDb()
