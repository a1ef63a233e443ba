import { eq, and } from 'drizzle-orm'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { ChangeList } from '@/components/admin/activity/change-list'
import { RecordHistory } from '@/components/admin/activity/record-history'
import { adminTranslator } from '@/lib/admin-catalogue/admin-translator'
import { listDevelopers } from '@/lib/admin/developers/list-developers'
import { duplicateProject } from '@/lib/admin/projects/duplicate-project'
import { readProjectForm } from '@/lib/admin/projects/read-project-form'
import { projectSchema } from '@/lib/admin/projects/project-schema'
import { saveProject } from '@/lib/admin/projects/save-project'
import { listProjects } from '@/lib/admin/projects/list-projects'
import { db } from '@/lib/db/client'
import { leadEvents, leadReminders, projects, projectTranslations, users } from '@/lib/db/schema'
import { readLeadDashboard } from '@/lib/lead-inbox/read-lead-dashboard'
import { readLeadDetail } from '@/lib/lead-inbox/read-lead-detail'
import { listLeads } from '@/lib/lead-inbox/list-leads'
import { listProjectChoices } from '@/lib/lead-inbox/list-project-choices'
import { listStaff } from '@/lib/lead-inbox/list-staff'
import { listStaff as listStaffMembers } from '@/lib/staff/list-staff'
import { listTrash } from '@/lib/trash/list-trash'
import { listActivity } from '@/lib/activity/list-activity'
import { listActivityActors } from '@/lib/activity/list-activity-actors'
import { DEFAULT_ACTIVITY_FILTERS } from '@/lib/activity/activity-filters'
import { assignLead } from '@/lib/lead-inbox/assign-lead'
import { listSamePerson } from '@/lib/lead-inbox/list-same-person'
import { setStaffNames } from '@/lib/staff/set-staff-names'
import { DEFAULT_LEAD_ROUTING } from '@/lib/settings/lead-routing-schema'
import { saveLeadRouting } from '@/lib/settings/save-lead-routing'
import { DEFAULT_FILTERS } from '@/lib/lead-inbox/lead-filters'
import { insertDeveloper, insertProject, migratedDb } from '../support/db'
import { insertLead, insertStaff } from '../support/leads'
import { testViewer } from '../support/viewer'

// With the portal in Arabic, records and staff are named in Arabic; English stands in only
// where a record has no Arabic name.

let named: { id: string; slug: string }
let englishOnly: { id: string; slug: string }
let developerSlug: string
let developerId: string
let rep: { id: string }
let leadId: string

const viewer = (locale: 'en' | 'ar') => testViewer('admin', undefined, { locale })

beforeAll(async () => {
  await migratedDb()
  const developer = await insertDeveloper()
  developerSlug = developer.slug
  developerId = developer.id
  named = await insertProject(developer.id)
  englishOnly = await insertProject(developer.id)
  await db()
    .delete(projectTranslations)
    .where(
      and(eq(projectTranslations.projectId, englishOnly.id), eq(projectTranslations.locale, 'ar')),
    )
  rep = await insertStaff('sales', `Rep ${named.slug}`)
  await db().update(users).set({ nameAr: 'منى' }).where(eq(users.id, rep.id))
  leadId = (await insertLead({ projectId: named.id, assigneeId: rep.id, fullName: named.slug })).id
})

// The chart shows the 8 busiest projects of 30 days; other files' leads crowd "now", so this
// file's chart lead lives in March 2043, a month no other test uses.
const CHART_NOW = new Date('2043-03-20T10:00:00Z')

describe('record names in the viewer’s language', () => {
  it('names projects in Arabic in every project drop-down, English where none exists', async () => {
    const choices = await listProjectChoices({ viewer: viewer('ar') })
    expect(choices.find((c) => c.id === named.id)?.title).toBe(`مشروع ${named.slug}`)
    expect(choices.find((c) => c.id === englishOnly.id)?.title).toBe(`Project ${englishOnly.slug}`)
    const english = await listProjectChoices({ viewer: viewer('en') })
    expect(english.find((c) => c.id === named.id)?.title).toBe(`Project ${named.slug}`)
  })

  it('names projects and developers in the content lists', async () => {
    const projects = await listProjects({ viewer: viewer('ar'), search: named.slug, page: 1 })
    expect(projects.rows.map((row) => [row.title, row.developerName])).toEqual([
      [`مشروع ${named.slug}`, `مطور ${developerSlug}`],
    ])
    const developers = await listDevelopers({
      viewer: viewer('ar'),
      search: developerSlug,
      page: 1,
    })
    expect(developers.rows.map((row) => row.name)).toEqual([`مطور ${developerSlug}`])
  })

  it('names the project and the assignee in the inbox and on the lead page', async () => {
    const list = await listLeads({
      viewer: viewer('ar'),
      filters: { ...DEFAULT_FILTERS, project: named.id },
    })
    expect(list.rows.map((row) => [row.project, row.assignee])).toEqual([
      [`مشروع ${named.slug}`, 'منى'],
    ])
    const detail = await readLeadDetail({ viewer: viewer('ar'), id: leadId })
    expect(detail?.project?.title).toBe(`مشروع ${named.slug}`)
    expect(detail?.project?.titleEn).toBe(`Project ${named.slug}`)
    expect(detail?.assignee?.name).toBe('منى')
    expect((await listStaff({ viewer: viewer('ar') })).find((s) => s.id === rep.id)?.name).toBe(
      'منى',
    )
  })

  it('names projects in the dashboard’s chart', async () => {
    await insertLead({ projectId: named.id, createdAt: new Date('2043-03-18T10:00:00Z') })
    const figures = await readLeadDashboard({ viewer: viewer('ar'), now: CHART_NOW })
    expect(figures.byProject.map((row) => row.label)).toContain(`مشروع ${named.slug}`)
  })

  it('names trashed records in Arabic', async () => {
    const developer = await insertDeveloper({ deletedAt: new Date() })
    const trash = await listTrash({ viewer: viewer('ar'), page: 1 })
    expect(trash.rows.find((row) => row.id === developer.id)?.name).toBe(`مطور ${developer.slug}`)
  })

  it('names staff in Arabic in the activity log and on the lead page, English where none', async () => {
    const manager = await insertStaff('admin', `Manager ${named.slug}`)
    await db().update(users).set({ nameAr: 'سلمى' }).where(eq(users.id, manager.id))
    const plain = await insertStaff('sales', `Plain ${named.slug}`) // no Arabic name
    const by = testViewer('admin', manager)
    const lead = await insertLead({
      projectId: named.id,
      assigneeId: rep.id,
      mobileLocal: named.slug,
    })
    await assignLead({ leadId: lead.id, assigneeId: plain.id }, by)
    await setStaffNames(rep.id, { name: `Rep ${named.slug}`, nameAr: 'منى سمير' }, by)

    const entries = (locale: 'en' | 'ar') =>
      listActivity({
        viewer: viewer(locale),
        filters: { ...DEFAULT_ACTIVITY_FILTERS, actor: manager.id },
      }).then((page) => page.rows)
    const [staffEntry, leadEntry] = await entries('ar')
    // Who, the staff record named, and both sides of an assignment, by their Arabic names.
    expect([staffEntry!.actorName, staffEntry!.target.label]).toEqual(['سلمى', 'منى سمير'])
    expect(leadEntry!.changes).toEqual([
      { field: 'assignee', before: 'منى سمير', after: plain.name },
    ])
    const [english] = await entries('en')
    expect([english!.actorName, english!.target.label]).toEqual([manager.name, `Rep ${named.slug}`])
    const actors = await listActivityActors({ viewer: viewer('ar') })
    expect(actors.find((actor) => actor.id === manager.id)?.name).toBe('سلمى')

    const detail = await readLeadDetail({ viewer: viewer('ar'), id: lead.id })
    const assignment = detail!.events.find((event) => event.type === 'assignment')!
    expect([assignment.actorName, assignment.data.from, assignment.data.to]).toEqual([
      'سلمى',
      { id: rep.id, name: 'منى سمير' },
      { id: plain.id, name: plain.name },
    ])
    const same = await listSamePerson({
      viewer: viewer('ar'),
      lead: { id: leadId, mobileLocal: named.slug },
    })
    expect(same.others.map((other) => [other.project, other.assignee])).toEqual([
      [`مشروع ${named.slug}`, plain.name],
    ])
  })

  it('names the project a copy was made from in Arabic in the activity log', async () => {
    const editor = await insertStaff('moderator', `Copier ${named.slug}`)
    const copy = await duplicateProject(named.id, { userId: editor.id, name: editor.name })
    const copiedFrom = async (locale: 'en' | 'ar') => {
      const page = await listActivity({
        viewer: viewer(locale),
        filters: { ...DEFAULT_ACTIVITY_FILTERS, actor: editor.id },
      })
      return page.rows.find((row) => row.entityId === copy)?.changes
    }
    expect(await copiedFrom('ar')).toEqual([
      { field: 'duplicatedFrom', before: null, after: `مشروع ${named.slug} (${named.slug})` },
    ])
    expect(await copiedFrom('en')).toEqual([
      { field: 'duplicatedFrom', before: null, after: `Project ${named.slug} (${named.slug})` },
    ])
    // Deleted for good, the copy keeps the English name the log recorded, marked English.
    await db().delete(projects).where(eq(projects.id, copy))
    const page = await listActivity({
      viewer: viewer('ar'),
      filters: { ...DEFAULT_ACTIVITY_FILTERS, actor: editor.id },
    })
    expect(page.rows.find((row) => row.entityId === copy)?.target).toEqual({
      label: `Project ${named.slug} (copy)`,
      href: null,
      lang: 'en',
    })
  })

  it('names the records a project save recorded by id, in the reader’s language', async () => {
    const editor = await insertStaff('moderator', `Editor ${named.slug}`)
    const project = await insertProject((await insertDeveloper()).id)
    const gone = await insertProject(developerId)
    // A save that moves the project to another developer and recommends a project on each
    // page: the log records the developer's and the projects' ids.
    const form = (await readProjectForm({ viewer: viewer('en'), id: project.id }))!
    const recommending = (target: string) => ({
      crossSellEnabled: true,
      crossSellProjectId: target,
    })
    const input = projectSchema.parse({
      ...form,
      developerId,
      en: { ...form.en, sections: { ...form.en.sections, ...recommending(gone.id) } },
      ar: { ...form.ar, sections: { ...form.ar.sections, ...recommending(named.id) } },
    })
    await saveProject(input, project.id, { userId: editor.id, name: editor.name })
    // The English page's recommendation is then deleted for good (its id stays in the log).
    await db().delete(projects).where(eq(projects.id, gone.id))

    // The History tab (as the browser gets it) and the log read the same changes.
    const history = async (locale: 'en' | 'ar') => {
      const html = renderToStaticMarkup(
        await RecordHistory({
          viewer: viewer(locale),
          entityType: 'project',
          entityId: project.id,
        }),
      )
      return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
    }
    const arabic = await history('ar')
    expect(arabic).toContain(`المشروع المقترح: (فارغ) → مشروع ${named.slug}`)
    expect(arabic).toContain(`المشروع المقترح: (فارغ) → مشروع محذوف نهائيًا`)
    expect(arabic).toContain(`→ مطور ${developerSlug}`)
    const english = await history('en')
    expect(english).toContain(`Cross-sell project: (empty) → Project ${named.slug}`)
    expect(english).toContain('Cross-sell project: (empty) → Project deleted for good')
    expect(english).toContain(`→ Developer ${developerSlug}`)
    for (const text of [arabic, english])
      for (const id of [named.id, gone.id, developerId]) expect(text).not.toContain(id)
  })

  it('names the reps of a lead rotation, recorded by id, in the reader’s language', async () => {
    const manager = await insertStaff('admin', `Router ${named.slug}`)
    const salma = await insertStaff('sales', `Salma ${named.slug}`)
    await db().update(users).set({ nameAr: 'سلمى علي' }).where(eq(users.id, salma.id))
    await saveLeadRouting(
      { ...DEFAULT_LEAD_ROUTING, reps: [salma.id], projectReps: { [named.id]: [salma.id] } },
      testViewer('admin', manager),
    )
    const changes = async (locale: 'en' | 'ar') => {
      const page = await listActivity({
        viewer: viewer(locale),
        filters: { ...DEFAULT_ACTIVITY_FILTERS, actor: manager.id },
      })
      const { changes } = page.rows[0]!
      const html = renderToStaticMarkup(ChangeList({ changes, t: adminTranslator(locale), locale }))
      return { changes, text: html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') }
    }
    const rep = (name: string) => [{ record: 'staff', name }]
    const team = (name: string) => ({ id: named.id, record: 'project', name })
    const arabic = await changes('ar')
    expect(arabic.changes).toEqual([
      {
        field: `projectReps.${named.id}`,
        before: null,
        after: rep('سلمى علي'),
        pathRecord: team(`مشروع ${named.slug}`),
      },
      { field: 'reps', before: null, after: rep('سلمى علي') },
    ])
    expect(arabic.text).toContain(`فرق المشروعات › مشروع ${named.slug}: (فارغ) → سلمى علي`)
    const english = await changes('en')
    expect(english.changes).toEqual([
      {
        field: `projectReps.${named.id}`,
        before: null,
        after: rep(salma.name),
        pathRecord: team(`Project ${named.slug}`),
      },
      { field: 'reps', before: null, after: rep(salma.name) },
    ])
    expect(english.text).toContain(`Project teams › Project ${named.slug}: (empty) → ${salma.name}`)
    for (const { text } of [arabic, english]) expect(text).not.toContain(named.id)
  })

  it('lists staff by name in the viewer’s language', async () => {
    const first = await insertStaff('sales', `Aaa ${named.slug}`)
    const last = await insertStaff('sales', `Zzz ${named.slug}`)
    await db().update(users).set({ nameAr: 'ياسمين' }).where(eq(users.id, first.id))
    await db().update(users).set({ nameAr: 'أحمد' }).where(eq(users.id, last.id))
    const order = async (locale: 'en' | 'ar') =>
      (await listStaffMembers({ viewer: viewer(locale) }))
        .map((row) => row.id)
        .filter((id) => id === first.id || id === last.id)
    expect(await order('en')).toEqual([first.id, last.id])
    expect(await order('ar')).toEqual([last.id, first.id])
  })

  it('names the people a reminder went to in Arabic, older reminders kept by name too', async () => {
    const rep = await insertStaff('sales', `Reminded ${named.slug}`)
    await db().update(users).set({ nameAr: 'هالة' }).where(eq(users.id, rep.id))
    const lead = await insertLead({ projectId: named.id, assigneeId: rep.id })
    const plain = await insertStaff('admin', `Plain ${named.slug}`) // no Arabic name
    const first = new Date('2043-03-02T08:00:00Z')
    const later = new Date('2043-03-02T09:00:00Z')
    // As reminders were logged before they kept ids: names only, with their reminder rows.
    await db()
      .insert(leadEvents)
      .values([
        {
          leadId: lead.id,
          type: 'reminder',
          data: { to: [`Reminded ${named.slug}`], level: 'assignee' },
          createdAt: first,
        },
        {
          leadId: lead.id,
          type: 'reminder',
          data: { to: [{ id: plain.id, name: plain.name }], level: 'managers' },
          createdAt: later,
        },
      ])
    await db().insert(leadReminders).values({ leadId: lead.id, userId: rep.id, sentAt: first })
    const reminders = async (locale: 'en' | 'ar') =>
      (await readLeadDetail({ viewer: viewer(locale), id: lead.id }))!.events
        .filter((event) => event.type === 'reminder')
        .map((event) => event.data.to)
    expect(await reminders('ar')).toEqual([
      [{ id: rep.id, name: 'هالة' }],
      [{ id: plain.id, name: plain.name }],
    ])
    expect(await reminders('en')).toEqual([
      [`Reminded ${named.slug}`],
      [{ id: plain.id, name: plain.name }],
    ])
  })
})
