import { z } from 'zod'
import { GUESSABLE_MESSAGE, isGuessablePassword } from '@/lib/auth/guessable-password'
import { authMessage } from '@/lib/auth/auth-message'
import { newPasswordErrors } from '@/lib/auth/new-password'
import { returnPath } from './return-path'

/** A checkbox: 'on' when ticked, absent when not. */
const ticked = z.preprocess((value) => value === 'on' || value === true, z.boolean())

/** Where to go once signed in (a path of the admin, or nothing: return-path.ts). */
const next = z.preprocess((value) => returnPath(value) ?? undefined, z.string().optional())

/**
 * Sign-in: both fields are required (spec §5, browser validation on the form too); "keep me
 * signed in" remembers the device (session-policy.ts).
 */
export const signInSchema = z.object({
  email: z.string().trim().toLowerCase().min(1).max(255),
  password: z.string().min(1).max(1000),
  rememberMe: ticked,
  next,
})

export const resetRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email(authMessage('validEmail')).max(255)),
})

type NewPassword = { password: string; confirmPassword: string }

/** The rules of any new password: length, confirmation, and not a guessable one. */
function checkNewPassword(value: NewPassword, context: z.RefinementCtx, related: string[] = []) {
  const errors = newPasswordErrors(value.password, value.confirmPassword) ?? {}
  if (!errors.password && isGuessablePassword(value.password, related))
    errors.password = GUESSABLE_MESSAGE
  for (const [field, message] of Object.entries(errors))
    context.addIssue({ code: 'custom', path: [field], message })
}

export const newPasswordSchema = z
  .object({ token: z.string().max(500), password: z.string(), confirmPassword: z.string() })
  .superRefine((value, context) => checkNewPassword(value, context))

/** My Account › Change password: the current one, then a new one twice. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, authMessage('enterCurrentPassword')).max(1000),
    password: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine((value, context) => {
    checkNewPassword(value, context)
    if (value.password && value.password === value.currentPassword)
      context.addIssue({
        code: 'custom',
        path: ['password'],
        message: authMessage('sameAsCurrent'),
      })
  })

/** An authenticator or backup code; spaces people type between digit groups are dropped. */
export const codeSchema = z.object({
  code: z
    .string()
    .transform((code) => code.replace(/\s+/g, ''))
    .pipe(z.string().min(1, authMessage('enterCode')).max(64)),
  method: z.enum(['totp', 'backup']).catch('totp'),
  next,
})

export const passwordSchema = z.object({ password: z.string().max(1000) })

/** The enrolment's first code, and whether to end the account's other sessions with it. */
export const confirmTwoFactorSchema = codeSchema.extend({ signOutOthers: ticked })

export const disableTwoFactorSchema = z.object({
  password: z.string(authMessage('enterPassword')).min(1, authMessage('enterPassword')).max(1000),
})
