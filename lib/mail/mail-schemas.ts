import { z } from 'zod'

export const testMailSchema = z.object({
  to: z
    .string('Enter a valid email address')
    .trim()
    .pipe(z.email('Enter a valid email address').max(255)),
})

export const outboxMessageIdSchema = z.uuid('This mail is no longer in the outbox')
