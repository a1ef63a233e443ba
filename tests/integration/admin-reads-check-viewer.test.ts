import { beforeAll, describe, expect, it } from 'vitest'
import { listProjectChoices } from '@/lib/lead-inbox/list-project-choices'
import { listStaff } from '@/lib/lead-inbox/list-staff'
import { readLeadRouting } from '@/lib/settings/read-lead-routing'
import { insertDeveloper, insertProject, migratedDb } from '../support/db'
import { testViewer } from '../support/viewer'

// Reads the inbox's filters and Settings › Leads show: each checks the viewer it is handed,
// not only the page's guard before it.

let projectId: string

beforeAll(async () => {
  await migratedDb()
  projectId = (await insertProject((await insertDeveloper()).id)).id
})

const mustChangePassword = testViewer('admin', undefined, { mustChangePassword: true })

describe('the lead inbox’s staff and project lists', () => {
  it('answer staff with the leads permission', async () => {
    const moderator = testViewer('moderator')
    expect(Array.isArray(await listStaff({ viewer: moderator }))).toBe(true)
    const choices = await listProjectChoices({ viewer: moderator })
    expect(choices.map((choice) => choice.id)).toContain(projectId)
  })

  it('refuse a signed-in user without it, and a generated password not yet replaced', async () => {
    for (const read of [listStaff, listProjectChoices]) {
      await expect(read({ viewer: testViewer('user') })).rejects.toMatchObject({
        denial: 'forbidden',
      })
      await expect(read({ viewer: mustChangePassword })).rejects.toMatchObject({
        denial: 'password-change',
      })
    }
  })
})

describe('lead routing (Settings)', () => {
  it('answers admins and refuses moderators, as the Settings page does', async () => {
    expect(await readLeadRouting({ viewer: testViewer('admin') })).toBeTruthy()
    await expect(readLeadRouting({ viewer: testViewer('moderator') })).rejects.toMatchObject({
      denial: 'admin-only',
    })
  })
})
