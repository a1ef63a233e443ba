// Loads the Google Tag Manager container named by this script's data-container attribute
// (Settings › Company). A file, not the usual inline snippet: pages allow scripts by hash or
// origin only, and the container id changes without a rebuild.
;(function () {
  var script = document.currentScript
  var id = script && script.getAttribute('data-container')
  if (!id || !/^GTM-[A-Z0-9]{4,12}$/.test(id)) return
  window.dataLayer = window.dataLayer || []
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  var tag = document.createElement('script')
  tag.async = true
  tag.src = 'https://www.googletagmanager.com/gtm.js?id=' + encodeURIComponent(id)
  document.head.appendChild(tag)
})()
