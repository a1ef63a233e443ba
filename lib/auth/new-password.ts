import { authMessage } from './auth-message'

export type NewPasswordErrors = { password?: string; confirmPassword?: string }

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

/**
 * Rules for a new staff password; null when it is acceptable. The errors are catalogue keys
 * (the forms pass PASSWORD_MIN and PASSWORD_MAX to them).
 */
export function newPasswordErrors(password: string, confirm: string): NewPasswordErrors | null {
  const errors: NewPasswordErrors = {}
  if (password.length < PASSWORD_MIN) {
    errors.password = authMessage('passwordTooShort')
  } else if (password.length > PASSWORD_MAX) {
    errors.password = authMessage('passwordTooLong')
  }
  if (confirm !== password) errors.confirmPassword = authMessage('passwordsDiffer')
  return Object.keys(errors).length ? errors : null
}
