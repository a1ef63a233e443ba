import { z } from 'zod'
import { messageKey } from '@/lib/admin-catalogue/admin-message-key'

export const testMailSchema = z.object({
  to: z
    .string(messageKey('settings.fieldErrors.validEmail'))
    .trim()
    .pipe(z.email(messageKey('settings.fieldErrors.validEmail')).max(255)),
})

export const outboxMessageIdSchema = z.uuid(messageKey('settings.fieldErrors.mailGone'))

/** Settings › Mail › View: the outbox message's id (one that is no uuid answers gone). */
export const outboxMailSchema = z.object({
  id: z.string(messageKey('settings.fieldErrors.mailGone')),
})
