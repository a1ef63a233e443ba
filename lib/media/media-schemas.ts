import { z } from 'zod'

const altText = (language: string) =>
  z
    .string(`Enter the ${language} alt text`)
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(z.string().max(200, `${language} alt text must be at most 200 characters`))

/** Media › alt text, in both languages (the item's id travels with the form). */
export const mediaAltSchema = z.object({
  id: z.string().max(100),
  altEn: altText('English'),
  altAr: altText('Arabic'),
})
export type MediaAltInput = z.output<typeof mediaAltSchema>

/** The picker's library search. */
export const mediaSearchSchema = z.object({
  search: z.string().trim().max(200).default(''),
  accept: z.enum(['image', 'image-or-pdf']),
  page: z.number().int().min(1).max(100_000).default(1),
})
