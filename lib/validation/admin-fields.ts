import { z } from 'zod'
import {
  groupKey,
  messageKey,
  type AdminKeyGroup,
  type AdminMessageKey,
} from '@/lib/admin-catalogue/admin-message-key'
import type { MediaValue } from './form-values'
import { contactNumber, toWesternDigits } from './phone'
import { isRecordId } from './record-id'
import { isSingleLine } from './single-line'

/*
 * Spec §5 shared URL rule and the admin forms' common field types. Messages are admin
 * catalogue keys: shared ones under errors.fields, a field's own under the group its caller
 * names ("content.fieldErrors.developer.tagline" + ".tooLong").
 */
export const REQUIRED_MESSAGE = messageKey('errors.fields.required')
export const URL_MESSAGE = messageKey('errors.fields.url')
export const ONE_LINE_MESSAGE = messageKey('errors.fields.oneLine')

/** A single-line field (an input, not a textarea) refuses control characters: see isSingleLine. */
export const oneLine = <T extends z.ZodType<string>>(schema: T) =>
  schema.refine(isSingleLine, ONE_LINE_MESSAGE)

// Browsers read a backslash as "/" (so "/\host" goes off-site like "//host"), and URL parsing
// drops tabs and newlines unseen: a value with either would not load what it appears to say.
const UNSAFE_CHARACTER = /[\\\x00-\x1f\x7f]/

/**
 * An http(s) URL that parses, or a site path ("/x", not "//x" or "/\x", which browsers treat
 * as another host); neither with a backslash or an ASCII control character anywhere.
 */
export const isUrlOrPath = (value: string) =>
  !UNSAFE_CHARACTER.test(value) &&
  (/^\/(?![/\\])/.test(value) || (/^https?:\/\//i.test(value) && URL.canParse(value)))

// Optional fields may be left out of a post altogether (a script calling the action).
export const optionalUrl = z
  .string()
  .trim()
  .refine((value) => value === '' || isUrlOrPath(value), URL_MESSAGE)
  .optional()
  .transform((value) => value || null)

export const requiredUrl = z
  .string(REQUIRED_MESSAGE)
  .trim()
  .min(1, REQUIRED_MESSAGE)
  .refine((value) => value === '' || isUrlOrPath(value), URL_MESSAGE)

export const CONTACT_NUMBER_MESSAGE = messageKey('errors.fields.contactNumber')

/**
 * A phone or WhatsApp number (project, company): the same rule everywhere, stored in E.164 so
 * every tel: and WhatsApp link works. Empty is null.
 */
export const optionalContactNumber = z
  .string()
  .trim()
  .max(40, CONTACT_NUMBER_MESSAGE)
  .optional()
  .transform((value, context) => {
    if (!value) return null
    const e164 = contactNumber(value)
    if (!e164) context.addIssue({ code: 'custom', message: CONTACT_NUMBER_MESSAGE })
    return e164 ?? z.NEVER
  })

/** The same, required, with its own message when empty. */
export const requiredContactNumber = (emptyMessage: AdminMessageKey) =>
  z
    .string(emptyMessage)
    .trim()
    .min(1, emptyMessage)
    .max(40, CONTACT_NUMBER_MESSAGE)
    .transform((value, context) => {
      const e164 = contactNumber(value)
      if (!e164) context.addIssue({ code: 'custom', message: CONTACT_NUMBER_MESSAGE })
      return e164 ?? z.NEVER
    })

/**
 * Optional single-line text with the spec's "X must be less than N characters" message
 * (`group.tooLong`); a line break or other control character is refused.
 */
export const optionalText = (max: number, group: AdminKeyGroup<'tooLong'>) =>
  oneLine(z.string().trim().max(max, groupKey(group, 'tooLong')))
    .optional()
    .transform((value) => value || null)

/** The same for a textarea: its line breaks are the writer's. */
export const optionalParagraphs = (max: number, group: AdminKeyGroup<'tooLong'>) =>
  z
    .string()
    .trim()
    .max(max, groupKey(group, 'tooLong'))
    .optional()
    .transform((value) => value || null)

/** A checkbox: true from the form, or "on" / "true" from a posted form. */
export const checkbox = z.preprocess(
  (value: boolean | string | undefined) => value === true || value === 'on' || value === 'true',
  z.boolean(),
)

/** A number field's value: what was typed, or a number from a script (the seed). */
type NumberInput = string | number | null | undefined

/**
 * A number as typed: Arabic-Indic or Persian digits read as 0-9, the Arabic decimal sign as a
 * dot, thousands separators and spaces dropped. Anything else is left for the number check.
 */
export function numberText(value: unknown): unknown {
  if (typeof value !== 'string') return value
  return toWesternDigits(value)
    .replace(/\u066b/g, '.')
    .replace(/[\s,\u066c\u060c]/g, '')
}

const blank = (value: unknown) => typeof value === 'string' && value.trim() === ''

type NumberGroup = AdminKeyGroup<'notNumber'> & AdminKeyGroup<'notWhole'>

/** A whole number typed into a form field; '' counts as 0 (the fields' default). */
export const wholeNumber = (
  group: NumberGroup & AdminKeyGroup<'min'> & AdminKeyGroup<'max'>,
  min: number,
  max: number,
) =>
  z.preprocess(
    (value: NumberInput) => (blank(value) ? 0 : Number(numberText(value))),
    z
      .number(groupKey(group, 'notNumber'))
      .int(groupKey(group, 'notWhole'))
      .min(min, groupKey(group, 'min'))
      .max(max, groupKey(group, 'max')),
  )

/** Optional whole number ('' is none). */
export const optionalWholeNumber = (
  group: NumberGroup & AdminKeyGroup<'min'> & AdminKeyGroup<'tooLarge'>,
  min: number,
) =>
  z.preprocess(
    (value: NumberInput) => (blank(value) || value == null ? null : Number(numberText(value))),
    z
      .number(groupKey(group, 'notNumber'))
      .int(groupKey(group, 'notWhole'))
      .min(min, groupKey(group, 'min'))
      .max(2_000_000_000, groupKey(group, 'tooLarge'))
      .nullable(),
  )

/** Optional whole number within a range ('' is none), e.g. a delivery year. */
export const optionalWholeInRange = (
  group: NumberGroup & AdminKeyGroup<'range'>,
  min: number,
  max: number,
) =>
  z.preprocess(
    (value: NumberInput) => (blank(value) || value == null ? null : Number(numberText(value))),
    z
      .number(groupKey(group, 'notNumber'))
      .int(groupKey(group, 'notWhole'))
      .min(min, groupKey(group, 'range'))
      .max(max, groupKey(group, 'range'))
      .nullable(),
  )

/** Optional decimal number ('' is none), e.g. a map coordinate. */
export const optionalDecimal = (
  group: AdminKeyGroup<'notNumber'> & AdminKeyGroup<'range'>,
  min: number,
  max: number,
) =>
  z.preprocess(
    (value: NumberInput) => (blank(value) || value == null ? null : Number(numberText(value))),
    z
      .number(groupKey(group, 'notNumber'))
      .min(min, groupKey(group, 'range'))
      .max(max, groupKey(group, 'range'))
      .nullable(),
  )

export const SLUG_PATTERN = /^[a-z0-9-]+$/

/** Paragraphs edited as rows ({ text } each); stored as the list of non-empty paragraphs. */
export const paragraphRows = (
  group: AdminKeyGroup<'paragraphTooLong'> & AdminKeyGroup<'notList'> & AdminKeyGroup<'tooMany'>,
  maxEach = 2000,
  maxRows = 30,
) =>
  z
    .array(
      z.object({ text: z.string().trim().max(maxEach, groupKey(group, 'paragraphTooLong')) }),
      groupKey(group, 'notList'),
    )
    .max(maxRows, groupKey(group, 'tooMany'))
    .default([])
    .transform((rows) => rows.map((row) => row.text).filter(Boolean))

/** A picked media library item: the form holds the item (for its thumbnail), the save its id. */
const mediaIdOf = (value: MediaValue | undefined): unknown =>
  value && typeof value === 'object' && 'id' in value ? value.id : value

const CHOOSE_MEDIA = messageKey('errors.fields.chooseMedia')

/** A required picture (spec: required URL fields say 'This field is required'). */
export const requiredMedia = z.preprocess(
  mediaIdOf,
  z
    .string(REQUIRED_MESSAGE)
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .refine((value) => isRecordId(value), CHOOSE_MEDIA),
)

/** An optional picture: none is null. */
export const optionalMedia = z.preprocess(
  (value: MediaValue | undefined) => mediaIdOf(value) ?? '',
  z
    .string(CHOOSE_MEDIA)
    .trim()
    .refine((value) => value === '' || isRecordId(value), CHOOSE_MEDIA)
    .transform((value) => value || null),
)
