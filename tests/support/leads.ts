import { randomUUID } from 'node:crypto'
import { db } from '@/lib/db/client'
import { accounts, leads, userRoles, users } from '@/lib/db/schema'

/** A staff user (or a plain 'user') straight in the tables; returns id, name and e-mail. */
export async function insertStaff(
  role: 'admin' | 'moderator' | 'sales' | 'user',
  name = `Staff ${role}`,
) {
  const id = randomUUID()
  const email = `${role}-${id.slice(0, 8)}@staff.example`
  await db().insert(users).values({ id, name, email, emailVerified: true })
  await db().insert(userRoles).values({ userId: id, role })
  // Signed up (a password set): a pending invitation takes no leads.
  await db().insert(accounts).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: 'x',
  })
  return { id, name, email }
}

let counter = 0

/** A lead as the forms store it (a project step-1 lead unless overridden). */
export async function insertLead(overrides: Partial<typeof leads.$inferInsert> = {}) {
  counter += 1
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0')
  const [row] = await db()
    .insert(leads)
    .values({
      source: 'project',
      formId: 'full_form_step1',
      locale: 'en',
      fullName: `Lead ${counter}`,
      email: `lead-${randomUUID()}@example.com`,
      mobileLocal: `010${digits}`,
      mobileInternational: `+2010${digits}`,
      ...overrides,
    })
    .returning()
  if (!row) throw new Error('insert failed')
  return row
}
