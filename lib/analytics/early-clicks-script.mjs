// @ts-check
// The layout's inline click keeper (lib/analytics/early-clicks.ts), in plain JavaScript so the
// front server's CSP allow-list (scripts/server/inline-scripts.mjs) holds the very same text.

/**
 * Clicks on chat and phone links before the page has hydrated (its scripts load after the
 * window's load event: scripts/server/scripts-after-load.mjs). The layout runs this inline at
 * the top of <body>; the analytics tracker takes the kept clicks once, then listens itself.
 */
export const EARLY_CLICKS_SCRIPT =
  '(function(){var kept=[];function keep(e){kept.push(e)}' +
  "document.addEventListener('click',keep,true);" +
  "window.__takeEarlyClicks=function(){document.removeEventListener('click',keep,true);" +
  'return kept.splice(0)}})()'
