import 'server-only'
import { readSiteSettings } from './read-site-settings'

/** Where lead notifications go (Settings › Company), read fresh for each mail pass. */
export async function readSalesInbox(): Promise<string> {
  return (await readSiteSettings()).leadRecipients.join(', ')
}
