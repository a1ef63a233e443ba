'use server'

import { headers } from 'next/headers'
import type { ActionResult } from '@/lib/actions/action-result'
import { publicCall } from '@/lib/actions/public-action'
import { auth } from '@/lib/auth/auth'
import { authCall } from './auth-error'

/** Revokes this session in the database and clears its cookie. */
export async function signOut(): Promise<ActionResult<null>> {
  return publicCall('Sign-out', async () => {
    await authCall(async () => auth().api.signOut({ headers: await headers() }))
    return null
  })
}
