import { z } from 'zod'

/** Spec §5 shared URL rule and the admin forms' common field types. */
export const REQUIRED_MESSAGE = 'This field is required'
export const URL_MESSAGE = 'Must be a valid URL or path starting with /'

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

/** Optional text with the spec's "X must be less than N characters" message. */
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be less than ${max} characters`)
    .optional()
    .transform((value) => value || null)

/** An HTML checkbox: present ("on") means true. */
export const checkbox = z.preprocess((value) => value === 'on' || value === 'true', z.boolean())

/** A whole number typed into a form field; '' counts as 0 (the fields' default). */
export const wholeNumber = (label: string, min: number, max: number, minMessage: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? 0 : Number(value)),
    z
      .number(`${label} must be a number`)
      .int(`${label} must be a whole number`)
      .min(min, minMessage)
      .max(max, `${label} must be ${max} or less`),
  )

/** Optional whole number ('' is none). */
export const optionalWholeNumber = (label: string, min: number, minMessage: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : Number(value)),
    z
      .number(`${label} must be a number`)
      .int(`${label} must be a whole number`)
      .min(min, minMessage)
      .max(2_000_000_000, `${label} is too large`)
      .nullable(),
  )

/** Optional decimal number ('' is none), e.g. a map coordinate. */
export const optionalDecimal = (label: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : Number(value)),
    z
      .number(`${label} must be a number`)
      .min(min, `${label} must be between ${min} and ${max}`)
      .max(max, `${label} must be between ${min} and ${max}`)
      .nullable(),
  )

export const SLUG_PATTERN = /^[a-z0-9-]+$/

/** Paragraphs typed in one box, separated by blank lines (spec §2 admin forms). */
export const paragraphs = z
  .string()
  .max(20_000, 'Text is too long')
  .transform((text) =>
    text
      .split(/\r?\n\s*\r?\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
  )
