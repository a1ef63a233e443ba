'use client'

import { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/auth/new-password'
import { TextInput } from './text-input'
import { useAuthText } from './use-auth-text'

type NewPasswordFieldsProps = {
  /** Before each input's id: the account page's form keeps ids apart from other forms. */
  idPrefix?: string
  labels: { password: string; confirm: string }
  /** The form's field errors (catalogue keys from the action). */
  errors: { password?: string; confirmPassword?: string }
}

/** A new password and its repeat: the reset link's form and the account page's form. */
export function NewPasswordFields({ idPrefix = '', labels, errors }: NewPasswordFieldsProps) {
  const authText = useAuthText()
  return (
    <>
      <TextInput
        id={`${idPrefix}new-password`}
        name="password"
        type="password"
        label={labels.password}
        autoComplete="new-password"
        minLength={PASSWORD_MIN}
        maxLength={PASSWORD_MAX}
        required
        error={authText.field(errors.password)}
      />
      <TextInput
        id={`${idPrefix}confirm-password`}
        name="confirmPassword"
        type="password"
        label={labels.confirm}
        autoComplete="new-password"
        required
        error={authText.field(errors.confirmPassword)}
      />
    </>
  )
}
