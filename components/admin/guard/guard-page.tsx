import 'server-only'
import { redirect } from 'next/navigation'
import { signInHere } from '@/lib/account/request-path'
import { authorize } from '@/lib/auth/authorize'
import { TWO_FACTOR_SETUP_PATH } from '@/lib/account/two-factor-setup-path'
import type { Viewer } from '@/lib/auth/get-viewer'
import type { Permission } from '@/lib/auth/permissions'
import { AccessDenied } from './access-denied'

export type PageGuard = { viewer: Viewer; denied: null } | { viewer: null; denied: React.ReactNode }

/**
 * Spec §5 route guard, on the server for every admin page (layouts are not re-run on client
 * navigation, so each page checks): nobody signed in goes to /admin/login; a signed-in person
 * without the role sees 'Access Denied' or 'Admin Access Required' instead of the page; an admin
 * without two-factor goes to its set-up.
 */
export async function guardPage(permission: Permission): Promise<PageGuard> {
  const gate = await authorize(permission)
  if (gate.ok) return { viewer: gate.viewer, denied: null }
  if (gate.denial === 'unauthenticated') redirect(await signInHere())
  if (gate.denial === 'two-factor-setup') redirect(TWO_FACTOR_SETUP_PATH)
  if (gate.denial === 'password-change') redirect('/admin/account?password=required')
  return { viewer: null, denied: <AccessDenied denial={gate.denial} /> }
}
