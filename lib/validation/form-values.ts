import type { z } from 'zod'

/** A picked media library item as a form holds it (the item) or a script posts it (its id). */
export type MediaValue = { id: string } | string | null

type IsMedia<T> = [T] extends [MediaValue] ? ([MediaValue] extends [T] ? true : false) : false

/**
 * Every field present, in lists' rows too: what a form holds (an empty input holds '', not
 * nothing; a picture the library item `Media`, or null). A field its schema gains is then
 * missing wherever such values are made.
 */
export type Complete<T, Media> = T extends readonly (infer Row)[]
  ? Complete<Row, Media>[]
  : T extends Record<string, unknown>
    ? {
        [K in keyof T]-?: IsMedia<Exclude<T[K], undefined>> extends true
          ? Media | null
          : Complete<Exclude<T[K], undefined>, Media>
      }
    : T

/**
 * A record form's values, from its schema's input: the schema is the one source of the
 * shape. `Omitted`: what the action takes besides the fields (a "publish both" answer).
 */
export type FormValuesOf<
  S extends z.ZodType,
  Omitted extends keyof z.input<S> = never,
  Media = { id: string },
> = Complete<Omit<z.input<S>, Omitted>, Media>
