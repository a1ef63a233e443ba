// @ts-check
// The inline scripts a public page may run: the CSP of a cached page hashes these and no
// others, so a script that found its way into the HTML (content, a bad dependency) is not
// allowed just because it is there. Plain Node: the front server runs it without a build step.
import { EARLY_CLICKS_SCRIPT } from '../../lib/analytics/early-clicks-script.mjs'
import { AFTER_PAINT_LOADER } from './scripts-after-load.mjs'

/**
 * React's form-replay runtime (react-dom/server, `formReplayingRuntimeScript`): a form posting
 * to a server action, submitted before hydration, is kept and replayed. Checked against the
 * react-dom Next ships by tests/unit/inline-scripts.test.ts.
 */
export const REACT_FORM_REPLAY =
  'addEventListener("submit",function(a){if(!a.defaultPrevented){var b=a.target,d=a.submitter,c=b.action,e=d;if(d){var f=d.getAttribute("formAction");null!=f&&(c=f,e=null)}"javascript:throw new Error(\'React form unexpectedly submitted.\')"===c&&(a.preventDefault(),a=new FormData(b,e),c=b.ownerDocument||b,(c.$$reactFormReplay=c.$$reactFormReplay||[]).push(b,d,a))}});'

/** Whole scripts, as they are: the app's own, and Next's start of the flight data. */
export const KNOWN_INLINE_SCRIPTS = new Set([
  EARLY_CLICKS_SCRIPT,
  '(self.__next_f=self.__next_f||[]).push([0])',
  REACT_FORM_REPLAY,
])

/**
 * Known code applied to one JSON value (between prefix and suffix): the page's flight data,
 * Turbopack's chunk list, the front server's chunk loader. JSON cannot hold code, so the value
 * is parsed: anything else around or inside it makes the script unknown.
 */
export const KNOWN_DATA_CALLS = [
  { prefix: 'self.__next_f.push(', suffix: ')' },
  { prefix: '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(', suffix: ');' },
  { prefix: `${AFTER_PAINT_LOADER}(`, suffix: ')' },
]

/** Whether an inline script's text is one the app itself puts on its pages. */
export function isKnownInlineScript(/** @type {string} */ body) {
  if (KNOWN_INLINE_SCRIPTS.has(body)) return true
  return KNOWN_DATA_CALLS.some(({ prefix, suffix }) => {
    if (!body.startsWith(prefix) || !body.endsWith(suffix)) return false
    try {
      JSON.parse(body.slice(prefix.length, body.length - suffix.length))
      return true
    } catch {
      return false
    }
  })
}
