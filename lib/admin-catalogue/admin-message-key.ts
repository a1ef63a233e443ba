import type { MessageKeys, NestedKeyOf } from 'next-intl'
import type { AdminMessages } from './catalogues'

/**
 * A message of the admin catalogue by its dotted path ("staff.refusals.lastAdmin"), typed from
 * the English catalogue: a key it does not hold fails typecheck. What admin actions answer
 * (refusals, field errors); the portal words it in the staff member's language.
 */
export type AdminMessageKey = MessageKeys<AdminMessages, NestedKeyOf<AdminMessages>>

/** The dotted paths under which the catalogue holds a message named `Name` ("….tooLong"). */
export type AdminKeyGroup<Name extends string> = GroupOf<AdminMessageKey, Name>

type GroupOf<Key, Name extends string> = Key extends `${infer Group}.${Name}` ? Group : never

/** A schema's message as its admin catalogue key (zod takes plain strings; this types them). */
export const messageKey = <Key extends AdminMessageKey>(key: Key): Key => key

/** The key of one message of a group ("content.fieldErrors.tagline" + "tooLong"). */
export const groupKey = <Name extends string>(group: AdminKeyGroup<Name>, name: Name) =>
  `${group}.${name}` as AdminMessageKey
