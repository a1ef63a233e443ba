import 'client-only'
import { readClickIds } from '@/lib/analytics/click-ids'
import { captureTouch, type Touch } from '@/lib/analytics/visit-touches'

const UTM_FIELDS = [
  ['utmSource', 'utm_source'],
  ['utmMedium', 'utm_medium'],
  ['utmCampaign', 'utm_campaign'],
  ['utmTerm', 'utm_term'],
  ['utmContent', 'utm_content'],
] as const

/** The first touch as the server reads it (lib/leads/attribution.ts firstTouchSchema). */
const firstTouchJson = (touch: Touch) =>
  JSON.stringify({
    ...Object.fromEntries(UTM_FIELDS.map(([field, param]) => [field, touch[param]])),
    gclid: touch.gclid,
    gbraid: touch.gbraid,
    wbraid: touch.wbraid,
    landingPage: touch.landingPage,
    referrer: touch.referrer,
    at: touch.at,
  })

/**
 * Adds the stored ad click ids and the visit's touches to a form's data: the last touch's UTM
 * parameters, landing page and referrer in their own fields, the first touch as JSON. Without
 * storage, the current page stands for both.
 */
export function withAttribution(formData: FormData): FormData {
  let ids = null
  let touches = null
  try {
    ids = readClickIds(window.localStorage)
    touches = captureTouch(window.location.href, document.referrer, window.localStorage)
  } catch {
    // Storage blocked: the lead goes with what this page knows.
  }
  for (const key of ['gclid', 'gbraid', 'wbraid'] as const) {
    if (ids?.[key]) formData.set(key, ids[key])
  }
  const query = new URLSearchParams(window.location.search)
  for (const [field, param] of UTM_FIELDS) {
    const value = touches ? touches.last[param] : query.get(param)
    if (value) formData.set(field, value)
  }
  formData.set('landingPage', touches?.last.landingPage ?? window.location.href)
  const referrer = touches ? touches.last.referrer : document.referrer
  if (referrer) formData.set('referrer', referrer)
  if (touches) {
    formData.set('lastTouchAt', String(touches.last.at))
    formData.set('firstTouch', firstTouchJson(touches.first))
  }
  return formData
}
