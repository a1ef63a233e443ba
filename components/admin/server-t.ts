import type { getAdminTranslations } from '@/lib/account/get-admin-translations'

/** The admin catalogue's translator in a server component (namespace `admin`). */
export type ServerT = Awaited<ReturnType<typeof getAdminTranslations>>
