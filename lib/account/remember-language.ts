import 'server-only'
import { and, eq, isNull } from 'drizzle-orm'
import { headers } from 'next/headers'
import { preferredLocale } from '@/lib/admin-i18n/preferred-locale'
import { db } from '@/lib/db/client'
import { users } from '@/lib/db/schema'

/**
 * At a staff member's first sign-in, the portal's language becomes the one their browser
 * asks for; from then on it is their choice (My Account, the user menu), on every device.
 */
export async function rememberLanguage(email: string): Promise<void> {
  const locale = preferredLocale((await headers()).get('accept-language'))
  await db()
    .update(users)
    .set({ locale })
    .where(and(eq(users.email, email), isNull(users.locale)))
}
