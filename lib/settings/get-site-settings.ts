import 'server-only'
import { cachedRead } from '@/lib/content/cache'
import { readSiteSettings } from './read-site-settings'

const cached = cachedRead('site-settings', () => readSiteSettings())

/** For public pages: cached with the content, so a save (which expires it) shows at once. */
export const getSiteSettings = () => cached(null)
