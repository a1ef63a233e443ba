import type { useTranslations } from 'next-intl'

/** The admin catalogue's translator (client), for builders called from components. */
export type AdminT = ReturnType<typeof useTranslations<'admin'>>
