import 'server-only'

/**
 * Whether a state-changing request was sent by a page of this site: its Origin names the host
 * the request was addressed to (the front server sets X-Forwarded-Host to it). A cross-site
 * form or script cannot forge Origin, so a session cookie alone cannot upload.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin')
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host')
  if (!origin || !host) return false
  try {
    return new URL(origin).host === host.split(',')[0]!.trim()
  } catch {
    return false
  }
}
