import type { AdminMessages } from './lib/admin-catalogue/catalogues'
import type messages from './messages/en.json'
import type { Locale } from './lib/i18n/locales'

type PublicMessages = typeof messages

// The public catalogue, and the admin portal's under `admin` (loaded by admin pages only).
interface AllMessages extends PublicMessages {
  admin: AdminMessages
}

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale
    Messages: AllMessages
  }
}
