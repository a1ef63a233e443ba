import 'server-only'
import { and, eq, inArray } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { staffNameIn } from '@/lib/db/record-names'
import { leadEvents, leadReminders, users } from '@/lib/db/schema'
import type { Locale } from '@/lib/i18n/locales'

type Event = typeof leadEvents.$inferSelect
type Named = { id?: unknown; name?: unknown }

const idOf = (side: unknown) =>
  side && typeof side === 'object' && typeof (side as Named).id === 'string'
    ? ((side as Named).id as string)
    : null

/** Reminders written before they kept ids name people only: their reminder rows say who. */
const namesOnly = (event: Event) =>
  event.type === 'reminder' &&
  Array.isArray(event.data.to) &&
  event.data.to.some((person) => typeof person === 'string')

/**
 * Assignment and reminder events name people as they were called then (English); an Arabic
 * reader gets each person's Arabic name today, by the id the event keeps.
 */
export async function nameEventsInLanguage<E extends Event>(
  locale: Locale,
  leadId: string,
  events: E[],
): Promise<E[]> {
  if (locale !== 'ar') return events
  const legacy = events.filter(namesOnly)
  const reminded = legacy.length
    ? await db()
        .select({ userId: leadReminders.userId, sentAt: leadReminders.sentAt })
        .from(leadReminders)
        .where(
          and(
            eq(leadReminders.leadId, leadId),
            inArray(
              leadReminders.sentAt,
              legacy.map((event) => event.createdAt),
            ),
          ),
        )
    : []
  const remindedAt = (event: Event) =>
    reminded
      .filter((row) => row.sentAt.getTime() === event.createdAt.getTime())
      .map((row) => ({ id: row.userId, name: '' }))
  const peopleOf = (event: Event): unknown[] =>
    event.type === 'assignment'
      ? [event.data.to, event.data.from]
      : event.type === 'reminder' && Array.isArray(event.data.to)
        ? namesOnly(event)
          ? remindedAt(event)
          : event.data.to
        : []
  const ids = [...new Set(events.flatMap((event) => peopleOf(event).map(idOf)))].filter(
    (id): id is string => id !== null,
  )
  if (!ids.length) return events
  const rows = await db()
    .select({ id: users.id, name: staffNameIn('ar', users) })
    .from(users)
    .where(inArray(users.id, ids))
  const names = new Map(rows.map((row) => [row.id, row.name]))
  const renamed = (side: unknown) => {
    const name = names.get(idOf(side) ?? '')
    return name ? { ...(side as object), name } : side
  }
  return events.map((event) => {
    if (event.type === 'assignment')
      return {
        ...event,
        data: { ...event.data, to: renamed(event.data.to), from: renamed(event.data.from) },
      }
    if (event.type !== 'reminder') return event
    const people = namesOnly(event) ? remindedAt(event) : (event.data.to as unknown[])
    // Someone the reminder rows no longer know (an old event of a removed account) keeps its name.
    if (namesOnly(event) && people.length !== (event.data.to as unknown[]).length) return event
    return { ...event, data: { ...event.data, to: people.map(renamed) } }
  })
}
