// Recounts the lead report's daily figures from the leads (issue 40 §2): triggers keep them in
// step with every change, so this is for a database whose figures were edited by hand.
//   npm run db:rebuild-figures
// Safe while the app runs: lead changes wait for it (a second or so per 100,000 leads).
import { closeDb } from '../lib/db/client'
import { runMigrations } from '../lib/db/migrate'
import { rebuildLeadFigures } from '../lib/lead-figures/rebuild-lead-figures'

await runMigrations()
const started = Date.now()
const rows = await rebuildLeadFigures()
await closeDb()
console.log(
  `Lead figures rebuilt: ${rows} rows in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
)
