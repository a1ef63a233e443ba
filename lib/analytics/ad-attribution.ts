import { CLICK_ID_KEYS, type ClickIds } from './click-ids'

// Spec §7 form_submit_success: "browser ad cookies or click id". The ad platforms' own
// first-party cookies (Google's conversion linker, Meta's pixel) when the page has them, and
// the click ids this site keeps from the ad's landing URL.
export const AD_COOKIES = ['_gcl_aw', '_gcl_gb', '_gcl_au', '_fbp', '_fbc'] as const

export type AdAttribution = Partial<
  Record<(typeof AD_COOKIES)[number] | (typeof CLICK_ID_KEYS)[number], string>
>

/** Cookie name → value from a `document.cookie` string. */
function cookies(header: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const part of header.split(';')) {
    const at = part.indexOf('=')
    if (at < 1) continue
    const name = part.slice(0, at).trim()
    try {
      found.set(name, decodeURIComponent(part.slice(at + 1).trim()))
    } catch {
      found.set(name, part.slice(at + 1).trim())
    }
  }
  return found
}

/** `_gcl_aw` holds "GCL.<time>.<gclid>": the click id when the landing URL's was not kept. */
const gclidOf = (gclAw: string | undefined) => gclAw?.split('.').slice(2).join('.') || undefined

/** The ad cookies present and the click ids (stored ones first, else from `_gcl_aw`). */
export function adAttribution(cookieHeader: string, clickIds: ClickIds | null): AdAttribution {
  const jar = cookies(cookieHeader)
  const result: AdAttribution = {}
  for (const name of AD_COOKIES) {
    const value = jar.get(name)
    if (value) result[name] = value
  }
  for (const key of CLICK_ID_KEYS) {
    const value = clickIds?.[key]
    if (value) result[key] = value
  }
  result.gclid ??= gclidOf(result._gcl_aw)
  if (!result.gclid) delete result.gclid
  return result
}
