'use server'

import { headers } from 'next/headers'
import type { ActionResult } from '@/lib/actions/action-result'
import { publicCall } from '@/lib/actions/public-action'
import { auth } from '@/lib/auth/auth'
import { authCall } from './auth-error'

/** Revokes this session in the database and clears its cookie (the user menu's Sign Out). */
export async function signOut(
  _previous: ActionResult | null,
  _formData: FormData,
): Promise<ActionResult> {
  return publicCall('Sign-out', async () => {
    await authCall(async () => auth().api.signOut({ headers: await headers() }))
    return null
  })
}
