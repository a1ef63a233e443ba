'use server'

import { headers } from 'next/headers'
import { auth } from '../auth'
import { authErrorMessage } from '../auth-error'

export type SignOutResult = { ok: true } | { ok: false; message: string }

/** Revokes this session in the database and clears its cookie. */
export async function signOut(): Promise<SignOutResult> {
  try {
    await auth().api.signOut({ headers: await headers() })
    return { ok: true }
  } catch (error) {
    return { ok: false, message: authErrorMessage(error, 'Sign-out') ?? 'Please try again.' }
  }
}
