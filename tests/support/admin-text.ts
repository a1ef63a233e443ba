import { adminTranslator } from '@/lib/admin-catalogue/admin-translator'
import { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/auth/new-password'

type Translate = ((key: string, values?: Record<string, number>) => string) & {
  has: (key: string) => boolean
}

const english = adminTranslator('en') as unknown as Translate

/**
 * What an English admin form shows for a message: a catalogue key (the sign-in and password
 * flows') in English with its arguments, anything else as it is (components/admin/auth/use-auth-text).
 */
export const englishText = (message: string, values?: Record<string, number>) =>
  english.has(message)
    ? english(message, { min: PASSWORD_MIN, max: PASSWORD_MAX, ...values })
    : message
