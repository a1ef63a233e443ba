import type { Locale } from '@/lib/i18n/locales'
import ar from '@/messages/errors/ar.json'
import en from '@/messages/errors/en.json'

// The error screens' words have a catalogue of their own: an error boundary is part of every
// public page's JavaScript, and the site's catalogues are too big to ship with it.
export const ERROR_TEXTS: Record<Locale, typeof en> = { en, ar }
