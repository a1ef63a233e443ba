'use server'

import 'server-only'
import { eq } from 'drizzle-orm'
import * as z from 'zod'
import { messageKey } from '@/lib/admin-catalogue/admin-message-key'
import type { ActionResult } from '@/lib/actions/action-result'
import { staffAction } from '@/lib/actions/staff-action'
import { db } from '@/lib/db/client'
import { users } from '@/lib/db/schema'
import { locales } from '@/lib/i18n/locales'

const languageSchema = z.object({
  locale: z.enum(locales, messageKey('errors.chooseLanguage')),
})

/** My Account › Language and the user menu's switch: the portal's language, for themselves. */
export async function setAdminLanguageAction(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  return staffAction(
    { permission: 'account', schema: languageSchema, formData },
    async ({ locale }, viewer) => {
      await db().update(users).set({ locale }).where(eq(users.id, viewer.userId))
      return null
    },
  )
}
