import { measurePage } from './bench/lib/lighthouse.mjs'
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
const url = process.argv[2]
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu'] })
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' })
const lhr = r.lhr
console.log(Object.fromEntries(Object.entries(lhr.categories).map(([k,v])=>[k,Math.round(v.score*100)])))
for (const id of ['first-contentful-paint','largest-contentful-paint','total-blocking-time','cumulative-layout-shift','speed-index','interactive']) console.log(id, lhr.audits[id].displayValue)
for (const cat of ['best-practices','performance']) for (const ref of lhr.categories[cat].auditRefs) { const a = lhr.audits[ref.id]; if (a.score !== null && a.score < 1 && ref.weight > 0) console.log(cat, 'FAIL', ref.id, a.score, a.displayValue||'') }
const lcpEl = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet; console.log('LCP el', lcpEl)
const phases = lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items; console.log(JSON.stringify(phases))
await chrome.kill()
console.log(JSON.stringify(lhr.audits['errors-in-console'].details.items, null, 1).slice(0, 1500))
for (const item of lhr.audits['network-requests'].details.items) console.log(item.resourceType, item.transferSize, item.priority, Math.round(item.networkRequestTime), Math.round(item.networkEndTime), item.url.slice(0, 110))
