import { z } from 'zod'
import { messageKey } from '@/lib/admin-catalogue/admin-message-key'

const altText = (language: 'English' | 'Arabic') =>
  z
    .string(messageKey(`media.fieldErrors.alt${language}Required`))
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(z.string().max(200, messageKey(`media.fieldErrors.alt${language}TooLong`)))

/** Media › alt text, in both languages (the item's id travels with the form). */
export const mediaAltSchema = z.object({
  id: z.string().max(100),
  altEn: altText('English'),
  altAr: altText('Arabic'),
})
export type MediaAltInput = z.output<typeof mediaAltSchema>

/** Media › Delete: the item's id (a made-up one answers gone). */
export const mediaIdSchema = z.object({
  id: z.string(messageKey('media.refusals.gone')),
})

/** The picker's library search (its fields posted as a form: the page number is text). */
export const mediaSearchSchema = z.object({
  search: z.string().trim().max(200).default(''),
  accept: z.enum(['image', 'image-or-pdf']),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
})
