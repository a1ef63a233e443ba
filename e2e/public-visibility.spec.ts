import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { deleteRow, expectToast, field, fillTab, option, visit } from './admin-content-support'
import { signIn } from './admin-support'
import { duplicateSeededProject } from './admin-project-support'
import { waitForHydration } from './support'

// Both tests publish a copy of the same seeded project, named alike: one after the other.
test.describe.configure({ mode: 'serial' })

/**
 * Warms every cache a visitor's request can meet: Next's page cache and the front cache; a CDN
 * in front may keep the page too, but only on condition of asking again on every request.
 * Returns the page's ETag, as a CDN would hold it.
 */
async function warm(request: APIRequestContext, path: string): Promise<string> {
  await expect
    .poll(async () => (await request.get(path)).headers()['x-page-cache'], { timeout: 15_000 })
    .toBe('HIT')
  const response = await request.get(path)
  const cacheControl = response.headers()['cache-control'] ?? ''
  expect(cacheControl, `${path}: a CDN asks again on every request`).toMatch(
    /\bs-maxage=0\b|\bno-cache\b/,
  )
  expect(cacheControl, `${path}: and never serves a stale copy`).not.toMatch(/stale-/)
  return response.headers().etag ?? ''
}

/** The public paths a project shows up on: its pages, and the lists and menus of the site. */
const listings = ['/', '/ar', '/developers/nile-crest', '/developers/nile-crest/ar']

/** Every page the project shows on, warmed; their ETags by path. */
async function warmAll(request: APIRequestContext, { slug }: { slug: string }) {
  const etags = new Map<string, string>()
  for (const path of [`/${slug}`, `/${slug}/ar`, ...listings])
    etags.set(path, await warm(request, path))
  return etags
}

async function expectGone(
  request: APIRequestContext,
  { slug, title }: { slug: string; title: string },
  etags: Map<string, string>,
) {
  for (const path of [`/${slug}`, `/${slug}/ar`]) {
    // A CDN revalidating its copy with the old ETag: the answer is the 404, not "not modified".
    const response = await request.get(path, { headers: { 'if-none-match': etags.get(path)! } })
    expect(response.status(), `${path} on the very next request`).toBe(404)
    expect(await response.text()).toContain('404')
  }
  for (const path of listings) {
    const html = await (await request.get(path)).text()
    expect(html, `${path} no longer links the project`).not.toContain(`href="/${slug}`)
    expect(html, `${path} no longer names the project`).not.toContain(title)
  }
}

/** Duplicates a seeded project (a draft copy) and publishes it; returns its slug and title. */
async function publishedCopy(page: Page): Promise<{ slug: string; title: string }> {
  await duplicateSeededProject(page)
  const basic = await fillTab(page, 'Basic Info', { Status: option('Published') })
  await expect(field(basic, 'Status')).toHaveValue('published')
  const slug = await basic.getByLabel(/^Slug/).inputValue()
  const english = await fillTab(page, 'English Content', {})
  const title = await english.getByLabel(/^Title/).inputValue()
  await page.getByRole('button', { name: 'Update Project' }).click()
  await expectToast(page, 'Success', 'Project updated successfully')
  return { slug, title }
}

test('an unpublished project is gone on the very next request: its pages answer 404 and no list or menu names it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await signIn(page, 'admin')
  const project = await publishedCopy(page)
  const etags = await warmAll(request, project)
  // Precondition: the published copy is listed (the header's project menu) before it goes.
  await expect
    .poll(async () => (await request.get('/')).text(), { timeout: 10_000 })
    .toContain(project.title)
  const { slug } = project

  await visit(page, `/admin/projects?q=${slug}`)
  await page.getByRole('row').getByText(slug, { exact: true }).click()
  await waitForHydration(page)
  await fillTab(page, 'Basic Info', { Status: option('Draft') })
  await page.getByRole('button', { name: 'Update Project' }).click()
  await expectToast(page, 'Success', 'Project updated successfully')
  await expectGone(request, project, etags)
})

test('a deleted project is gone on the very next request, in both languages and every list', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await signIn(page, 'admin')
  const project = await publishedCopy(page)
  const etags = await warmAll(request, project)
  const { slug, title } = project

  await visit(page, `/admin/projects?q=${slug}`)
  await waitForHydration(page)
  await deleteRow(page, title)
  await expectToast(page, 'Success', 'Project deleted successfully')
  await expectGone(request, project, etags)
})
