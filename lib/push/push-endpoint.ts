/**
 * The push services browsers subscribe with: Chrome, Edge, Opera, Samsung Internet (FCM),
 * Firefox (Mozilla autopush), Safari (Apple), Windows (WNS). A subscription names its endpoint
 * itself, so the server posts only to these, never to an address someone typed.
 */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^(?:[a-z0-9-]+\.)*push\.services\.mozilla\.com$/,
  /^(?:[a-z0-9-]+\.)*push\.apple\.com$/,
  /^(?:[a-z0-9-]+\.)*notify\.windows\.com$/,
]

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** PUSH_ENDPOINT_HOSTS as a list of lower-case host or host:port. */
export const extraPushHosts = (listed: string | undefined) =>
  (listed ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean)

/**
 * Whether the server may post pushes to this endpoint: https on a known push service's host
 * (default port), or a host listed in PUSH_ENDPOINT_HOSTS (plain http only on loopback: the
 * tests' push service). No credentials in it.
 */
export function isPushEndpointAllowed(endpoint: string, extraHosts: readonly string[]): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  // An entry with a port names that port; one without, the host on any port.
  if (extraHosts.includes(url.host) || extraHosts.includes(url.hostname))
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname))
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname))
  )
}
