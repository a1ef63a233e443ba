export type NewPasswordErrors = { password?: string; confirmPassword?: string }

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

/** Rules for a new staff password; null when it is acceptable. Shared by form and action. */
export function newPasswordErrors(password: string, confirm: string): NewPasswordErrors | null {
  const errors: NewPasswordErrors = {}
  if (password.length < PASSWORD_MIN) {
    errors.password = `Password must be at least ${PASSWORD_MIN} characters`
  } else if (password.length > PASSWORD_MAX) {
    errors.password = `Password must be at most ${PASSWORD_MAX} characters`
  }
  if (confirm !== password) errors.confirmPassword = 'Passwords do not match'
  return Object.keys(errors).length ? errors : null
}
