import type { Locale } from './locales'
import { localizedPath } from './paths'

/** The privacy notice's public path: /privacy, /privacy/ar. */
export const PRIVACY_SEGMENT = 'privacy'
export const privacyPath = (locale: Locale) => localizedPath(`/${PRIVACY_SEGMENT}`, locale)
