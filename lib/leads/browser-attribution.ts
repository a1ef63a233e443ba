import 'client-only'
import { readClickIds } from '@/lib/analytics/click-ids'

const UTM_FIELDS = [
  ['utmSource', 'utm_source'],
  ['utmMedium', 'utm_medium'],
  ['utmCampaign', 'utm_campaign'],
  ['utmTerm', 'utm_term'],
  ['utmContent', 'utm_content'],
] as const

/** Adds the stored ad click ids, UTM parameters, landing page and referrer to a form's data. */
export function withAttribution(formData: FormData): FormData {
  let ids = null
  try {
    ids = readClickIds(window.localStorage)
  } catch {
    // Storage blocked: the lead goes without click ids.
  }
  for (const key of ['gclid', 'gbraid', 'wbraid'] as const) {
    if (ids?.[key]) formData.set(key, ids[key])
  }
  const query = new URLSearchParams(window.location.search)
  for (const [field, param] of UTM_FIELDS) {
    const value = query.get(param)
    if (value) formData.set(field, value)
  }
  formData.set('landingPage', window.location.href)
  if (document.referrer) formData.set('referrer', document.referrer)
  return formData
}
