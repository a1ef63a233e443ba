import { expect, type Page } from '@playwright/test'
import {
  expectToast,
  field,
  fillTab,
  openForm,
  option,
  pickMedia,
  searchList,
  visit,
} from './admin-content-support'
import { waitForHydration } from './support'

export type ProjectNames = {
  slug: string
  title: string
  arabicTitle: string
  status?: 'Draft' | 'Published'
}

/** Names of a project made for one test. */
export const projectNames = (suffix: string, what = 'project'): ProjectNames => ({
  slug: `e2e-${what}-${suffix}`,
  title: `E2E ${what[0]!.toUpperCase()}${what.slice(1)} ${suffix}`,
  arabicTitle: `مشروع ${suffix}`,
})

/**
 * Fills what every project needs (Basic Info with a logo and a thumbnail from the library, the
 * title, description and key info in both languages) on an open project form.
 */
export async function fillProjectBasics(page: Page, project: ProjectNames) {
  const basic = await fillTab(page, 'Basic Info', {
    Slug: project.slug,
    Developer: option('Nile Crest Developments'),
    'Base path': `/${project.slug}`,
    Status: option(project.status ?? 'Draft'),
  })
  await pickMedia(basic, page, 'Logo', 'capital-heights-logo.webp')
  await pickMedia(basic, page, 'Thumbnail', 'capital-heights-thumbnail.webp')
  await fillTab(page, 'English Content', {
    Title: project.title,
    Description: 'Garden apartments around a quiet park.',
    'Key info': 'Apartments · Delivery 2029',
  })
  await fillTab(page, 'Arabic Content', {
    Title: project.arabicTitle,
    Description: 'شقق بحدائق حول منتزه هادئ.',
    'Key info': 'شقق · التسليم 2029',
  })
}

/** Saves the open form and waits for where it goes: a new project opens, an edited one the list. */
export async function saveProject(page: Page, verb: 'Create' | 'Update') {
  await page.getByRole('button', { name: `${verb} Project` }).click()
  await expectToast(page, 'Success', `Project ${verb.toLowerCase()}d successfully`)
  if (verb === 'Create') {
    await expect(page).toHaveURL(/\/admin\/projects\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Project' })).toBeVisible()
  } else await expect(page).toHaveURL(/\/admin\/projects$/)
}

/** Creates a project through the form (the basics plus `more`, tab → fields); returns its id. */
export async function createProject(
  page: Page,
  project: ProjectNames,
  more: (page: Page) => Promise<void> = async () => {},
) {
  await openForm(page, '/admin/projects/new', 'New Project')
  await fillProjectBasics(page, project)
  await more(page)
  await saveProject(page, 'Create')
  return page.url().split('/').at(-1)!
}

/**
 * Duplicates a seeded project, Mostakbal Park unless told (one server operation: a draft copy
 * with its units) and waits for the copy's form; returns the copy's id.
 */
export async function duplicateSeededProject(
  page: Page,
  source = 'mostakbal-park',
): Promise<string> {
  await visit(page, `/admin/projects?q=${source}`)
  await page.getByRole('row').getByText(source, { exact: true }).click()
  await waitForHydration(page)
  const original = page.url()
  await page.getByRole('button', { name: 'Duplicate' }).click()
  await expectToast(page, 'Success', 'Project duplicated as a draft')
  // The copy's form, not the original's, which stays on screen while the copy opens.
  await expect(page).not.toHaveURL(original)
  await expect(field(page, 'Slug')).toHaveValue(new RegExp(`^${source}-copy`))
  await waitForHydration(page)
  return page.url().split('/').at(-1)!
}

/**
 * Makes a project for a test whose subject is not the create form: a copy of the seeded
 * project (no media picking) renamed to `project`; returns its id.
 */
export async function copyProject(page: Page, project: ProjectNames) {
  const id = await duplicateSeededProject(page)
  await fillTab(page, 'Basic Info', {
    Slug: project.slug,
    'Base path': `/${project.slug}`,
    Status: option(project.status ?? 'Draft'),
  })
  await fillTab(page, 'English Content', { Title: project.title })
  await fillTab(page, 'Arabic Content', { Title: project.arabicTitle })
  await saveProject(page, 'Update')
  return id
}

/** Opens a project's form from the list, as staff do. */
export async function openProject(page: Page, slug: string) {
  await page.goto('/admin/projects')
  await searchList(page, 'Search projects', slug, 1)
  await page.getByRole('row').filter({ hasText: slug }).getByText(slug, { exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Project' })).toBeVisible()
  await expect(page.getByText('No unsaved changes')).toBeVisible()
}
