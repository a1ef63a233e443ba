// The inline script itself, shared with the front server's CSP allow-list.
export { EARLY_CLICKS_SCRIPT } from './early-clicks-script.mjs'

type EarlyClicksWindow = Window & { __takeEarlyClicks?: () => MouseEvent[] }

/** The clicks kept before hydration, each given once (later calls get none). */
export function takeEarlyClicks(): MouseEvent[] {
  return (window as EarlyClicksWindow).__takeEarlyClicks?.() ?? []
}
