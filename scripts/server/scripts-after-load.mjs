// @ts-check
// Next's App Router puts its chunks in <script async> tags: on a phone they download alongside
// the hero image and fonts, and their evaluation (React's hydration) runs before the first
// screen is painted. Public pages read completely without JavaScript (docs/ARCHITECTURE.md,
// "What needs JavaScript"), so the front server asks for the chunks once the page has loaded
// and painted: the first screen gets the whole connection, then the page hydrates.
// Plain Node: it runs before and outside the Next.js bundle.

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[\w.-]+\.js)" async=""><\/script>/g
const CHUNK_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/chunks\/[\w.-]+\.js"\/>/g

/** The longest a slow third party may hold the page's own scripts back. */
export const LOAD_WAIT_MS = 2500

/**
 * The page with its chunk scripts replaced by one inline loader that adds them, in the same
 * order, once the window has loaded and the largest paint has been reported (presented, not
 * only drawn: one frame after load was not always enough), or after LOAD_WAIT_MS at the latest.
 * Browsers without largest-contentful-paint entries wait two frames instead. A page without
 * chunk scripts comes back unchanged.
 * @param {string} html
 */
export function loadScriptsAfterPaint(html) {
  /** @type {string[]} */
  const sources = []
  const withoutChunks = html.replace(CHUNK_SCRIPT, (_, src) => {
    sources.push(src)
    return ''
  })
  if (sources.length === 0) return html
  const page = withoutChunks.replace(CHUNK_PRELOAD, '')
  return insertBeforeBodyEnd(
    page,
    `<script>${AFTER_PAINT_LOADER}(${JSON.stringify(sources)})</script>`,
  )
}

/**
 * The loader's code, applied to the list of chunk URLs (a JSON array): the front server's CSP
 * allows it as known code on JSON data (scripts/server/inline-scripts.mjs).
 */
export const AFTER_PAINT_LOADER =
  '(function(sources){var started=false;function start(){if(started)return;started=true;' +
  "sources.forEach(function(src){var script=document.createElement('script');script.src=src;" +
  'script.async=true;document.body.appendChild(script)})}' +
  'function afterPaint(){var P=window.PerformanceObserver;' +
  "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('largest-contentful-paint')>-1)" +
  'new P(function(list,observer){observer.disconnect();setTimeout(start)})' +
  ".observe({type:'largest-contentful-paint',buffered:true});" +
  'else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start)})})}' +
  "if(document.readyState==='complete')afterPaint();else addEventListener('load',afterPaint);" +
  `setTimeout(start,${LOAD_WAIT_MS})})`

/** @param {string} page @param {string} tag */
function insertBeforeBodyEnd(page, tag) {
  const end = page.lastIndexOf('</body>')
  return end === -1 ? page + tag : page.slice(0, end) + tag + page.slice(end)
}
