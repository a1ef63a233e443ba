import 'server-only'
import { adminTranslator } from '@/lib/admin-catalogue/admin-translator'
import { preferredLocale } from '@/lib/admin-i18n/preferred-locale'
import { getViewer } from '@/lib/auth/get-viewer'

/**
 * The words of an admin route's own answer (a refusal, a failure): the signed-in person's
 * language, else what the browser asks for, as the portal's pages choose it.
 */
export async function routeTranslator(request: Request) {
  const viewer = await getViewer()
  return adminTranslator(viewer?.locale ?? preferredLocale(request.headers.get('accept-language')))
}
