import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { getViewer } from '@/lib/auth/get-viewer'
import { db } from '@/lib/db/client'
import { activityLog, users } from '@/lib/db/schema'
import { setMyNamesAction, setStaffNamesAction } from '@/lib/staff/staff-actions'
import { migratedDb } from '../support/db'
import { actAs, signedInStaff, type StaffSession } from '../support/staff-session'

vi.mock('next/headers', () => import('../support/request-scope'))

let admin: StaffSession
let moderator: StaffSession

beforeAll(async () => {
  await migratedDb()
  admin = await signedInStaff('admin', 'Names Admin')
  moderator = await signedInStaff('moderator', 'Names Moderator')
})

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.set(key, value)
  return data
}

const namesOf = async (id: string) =>
  (
    await db()
      .select({ name: users.name, nameAr: users.nameAr })
      .from(users)
      .where(eq(users.id, id))
  )[0]

describe('staff display names', () => {
  it('a staff member edits their own names in English and Arabic (My Account)', async () => {
    actAs(moderator)
    expect(
      await setMyNamesAction(null, form({ name: ' Nadia Samir ', nameAr: 'نادية سمير' })),
    ).toEqual({ ok: true, data: null })
    expect(await namesOf(moderator.id)).toEqual({ name: 'Nadia Samir', nameAr: 'نادية سمير' })
    expect(await getViewer()).toMatchObject({ name: 'Nadia Samir', nameAr: 'نادية سمير' })
    const refused = await setMyNamesAction(null, form({ name: 'N', nameAr: 'ن' }))
    expect(refused).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: {
        name: 'staff.fieldErrors.enterNameEnglish',
        nameAr: 'staff.fieldErrors.nameArabicOrEmpty',
      },
    })
    // Clearing the Arabic name: greetings fall back to the English one.
    await setMyNamesAction(null, form({ name: 'Nadia Samir', nameAr: '' }))
    expect(await namesOf(moderator.id)).toEqual({ name: 'Nadia Samir', nameAr: null })
  })

  it('an admin edits anyone’s names (logged); a moderator may not', async () => {
    actAs(moderator)
    const denied = await setStaffNamesAction(
      null,
      form({ userId: admin.id, name: 'Hijacked', nameAr: '' }),
    )
    expect(denied).toMatchObject({ ok: false, code: 'admin-only' })
    actAs(admin)
    expect(
      await setStaffNamesAction(
        null,
        form({ userId: moderator.id, name: 'Nadia S.', nameAr: 'نادية' }),
      ),
    ).toEqual({ ok: true, data: null })
    expect(await namesOf(moderator.id)).toEqual({ name: 'Nadia S.', nameAr: 'نادية' })
    expect((await namesOf(admin.id))!.name).toBe('Names Admin')
    const [line] = await db()
      .select({ changes: activityLog.changes })
      .from(activityLog)
      .where(eq(activityLog.entityId, moderator.id))
      .orderBy(activityLog.createdAt)
      .limit(1)
      .offset(2)
    expect(line?.changes).toEqual([
      { field: 'name', before: 'Nadia Samir', after: 'Nadia S.' },
      { field: 'nameAr', before: null, after: 'نادية' },
    ])
  })
})
