import { expect, test, type Page } from '@playwright/test'
import englishMedia from '../messages/admin/en/media.json' with { type: 'json' }
import { baseURL } from '../playwright.config'
import { onePagePdf } from '../tests/support/media-files'
import { actionResult, recordAction, replayAction } from './action-replay'
import {
  expectErrors,
  expectSummary,
  fillTab,
  jpegPhoto,
  mediaField,
  openForm,
  openPicker,
  openTab,
  runSuffix,
  signedInAs,
  uploadAndChoose,
  visit,
} from './admin-content-support'
import { createProject, fillProjectBasics, projectNames } from './admin-project-support'
import { expectDocumentLanguage, waitForHydration } from './support'

signedInAs('moderator')

/** The hero picture of a project page: its <img> and the file the browser chose for it. */
async function heroImage(page: Page) {
  const img = page.locator('#overview section').first().locator('picture img')
  await expect(img).toHaveJSProperty('complete', true)
  const source = await img.evaluate((el: HTMLImageElement) => el.currentSrc)
  return { img, source: new URL(source) }
}

/** Uploads a file straight to the library (the upload route, as the page's dropzone does). */
async function upload(page: Page, name: string, type: string, data: Buffer) {
  const response = await page.request.post('/admin/media/upload', {
    headers: { origin: baseURL, 'x-file-name': encodeURIComponent(name), 'content-type': type },
    data,
  })
  expect(response.status()).toBe(200)
  return String((await response.json()).data.item.id)
}

test('an editor uploads a photo, gives it Arabic and English alt text, picks it as a project’s hero and sees it on the Arabic page', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const project = { ...projectNames(runSuffix(), 'hero'), status: 'Published' as const }
  const photo = {
    name: `terrace-${project.slug}.jpg`,
    mimeType: 'image/jpeg',
    buffer: await jpegPhoto(),
  }
  const alt = { en: 'Pool terrace at sunset', ar: 'تراس المسبح عند الغروب' }
  await createProject(page, project, async () => {
    await fillTab(page, 'English Sections', { 'Hero headline': 'Evenings by the pool' })
    await fillTab(page, 'Arabic Sections', { 'Hero headline': 'أمسيات بجوار المسبح' })
    const basic = await openTab(page, 'Basic Info')
    await uploadAndChoose(await openPicker(basic, page, 'Hero image'), photo, alt)
    const hero = mediaField(basic, 'Hero image')
    await expect(hero).toContainText(photo.name)
    await expect(hero).toContainText('Alt text ✓')
    await expect(hero.locator('img')).toHaveAttribute('src', /^\/media\/[0-9a-f-]{36}\/\d+\.webp$/)
  })

  // The Arabic page: the photo in the hero, described in Arabic, served from the library in a
  // modern format.
  expect(await visit(page, `/${project.slug}/ar`)).toBe(200)
  await expectDocumentLanguage(page, 'ar')
  const arabic = await heroImage(page)
  await expect(arabic.img).toHaveAttribute('alt', alt.ar)
  await expect(page.locator('#overview picture source[type="image/avif"]').first()).toHaveAttribute(
    'srcset',
    /\/media\/[0-9a-f-]{36}\/\d+\.avif \d+w/,
  )
  expect(arabic.source.pathname).toMatch(/^\/media\/[0-9a-f-]{36}\/\d+\.(avif|webp)$/)
  const file = await page.request.get(arabic.source.pathname)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toMatch(/^image\/(avif|webp)$/)
  expect((await file.body()).length).toBeGreaterThan(1000)

  expect(await visit(page, `/${project.slug}`)).toBe(200)
  await expect((await heroImage(page)).img).toHaveAttribute('alt', alt.en)

  // The library knows where it is used, and will not delete it while it is.
  await page.goto(`/admin/media?q=${photo.name}`)
  await page.getByRole('link', { name: photo.name }).click()
  await waitForHydration(page)
  const usage = page.getByRole('region', { name: 'Where it’s used' })
  await expect(
    usage.getByRole('link', { name: `Project ${project.title} — hero` }),
  ).toHaveAttribute('href', /\/admin\/projects\/[0-9a-f-]{36}$/)
  await page.getByRole('button', { name: 'Delete' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: `This image is used by Project ${project.title} — hero.` }),
  ).toBeVisible()
  await page.goto(`/admin/media?q=${photo.name}`)
  await expect(page.getByText('Used in 1 place')).toBeVisible()
})

test('a save refuses a picture deleted meanwhile, a PDF where an image belongs and one without alt text, with the message under the field', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const suffix = runSuffix()
  const project = projectNames(suffix, 'refused')
  const photo = {
    name: `gone-${suffix}.jpg`,
    mimeType: 'image/jpeg',
    buffer: await jpegPhoto(800, 600),
  }
  await openForm(page, '/admin/projects/new', 'New Project')
  await fillProjectBasics(page, project)
  const basic = await openTab(page, 'Basic Info')
  await uploadAndChoose(await openPicker(basic, page, 'Hero image'), photo, {
    en: 'Gone',
    ar: 'محذوفة',
  })
  const thumb = await mediaField(basic, 'Hero image').locator('img').getAttribute('src')
  const photoId = /\/media\/([0-9a-f-]{36})\//.exec(thumb!)![1]!

  // Meanwhile, in another tab, the photo is deleted from the library.
  const other = await page.context().newPage()
  await other.goto(`/admin/media/${photoId}`)
  await waitForHydration(other)
  await other.getByRole('button', { name: 'Delete' }).click()
  await other.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(other).toHaveURL(/\/admin\/media$/)
  await other.close()

  const save = await recordAction(page, () =>
    page.getByRole('button', { name: 'Create Project' }).click(),
  )
  expect(save.result).toMatchObject({ ok: false })
  const gone = {
    'Basic Info': { 'Hero image': 'This item is no longer in the media library. Choose another.' },
  }
  await expectSummary(page, 'Validation Errors', gone)
  await expectErrors(page, gone)
  await expect(mediaField(basic, 'Hero image')).toContainText(photo.name)
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible()

  // The same save sent with a PDF, or an image without alt text: refused the same way.
  const pdfId = await upload(page, `brochure-${suffix}.pdf`, 'application/pdf', onePagePdf())
  const bareId = await upload(page, `bare-${suffix}.jpg`, 'image/jpeg', await jpegPhoto(400, 300))
  // The action answers a message key; the form words it (here, in English) under the field.
  for (const [id, key, words] of [
    [pdfId, 'pdfNotImage', 'This is a PDF. Choose an image.'],
    [
      bareId,
      'altMissingBoth',
      'Alt text missing (English and Arabic): add it in the picker or the Media Library before using this item.',
    ],
  ] as const) {
    const answer = await replayAction(page.request, save.recorded, { [photoId]: id })
    expect(actionResult(await answer.text())).toMatchObject({
      ok: false,
      fieldErrors: { heroMediaId: `media.refusals.${key}` },
    })
    expect(englishMedia.refusals[key]).toBe(words)
  }
  await page.goto(`/admin/projects?q=${project.slug}`)
  await expect(page.getByText('0 result(s)', { exact: true })).toBeVisible()
})
