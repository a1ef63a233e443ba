import type { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'

/** The admin catalogue's translator in a server component (namespace `admin`). */
export type ServerT = Awaited<ReturnType<typeof getAdminTranslations>>
