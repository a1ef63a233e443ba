import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { baseURL } from '../playwright.config'
import { onePagePdf } from '../tests/support/media-files'
import { signIn } from './admin-support'
import { expectToast, runSuffix } from './admin-content-support'
import { seriousViolations } from './axe'
import { waitForHydration } from './support'
import { startThrottledProxy } from './throttled-proxy'

type DroppedFile = { name: string; type: string; base64: string }

const file = (name: string, type: string, bytes: Buffer): DroppedFile => ({
  name,
  type,
  base64: bytes.toString('base64'),
})

/** Drops files on the dropzone the way a browser does (one drop event carrying all of them). */
async function dropFiles(page: Page, files: DroppedFile[]) {
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer()
    for (const { name, type, base64 } of list) {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
      transfer.items.add(new File([bytes], name, { type }))
    }
    return transfer
  }, files)
  await page.getByTestId('media-dropzone').dispatchEvent('drop', { dataTransfer })
}

const uploadRow = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Uploads' }).getByRole('listitem', { name })

test.describe('Media Library', () => {
  test('several files dropped at once: each with its own progress, the bad one with what to do, then the items appear', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const suffix = runSuffix()
    const names = {
      big: `brochure-${suffix}.pdf`,
      photo: `lobby-${suffix}.jpg`,
      svg: `logo-${suffix}.svg`,
      text: `notes-${suffix}.png`,
    }
    // An 8 MB PDF (a real one, padded), sent through a line of 1 MB/s: its progress can be seen.
    const big = Buffer.concat([onePagePdf('Brochure'), Buffer.alloc(8 * 1024 * 1024)])
    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#3b7a80' },
    })
      .jpeg()
      .toBuffer()
    const slowLine = await startThrottledProxy(Number(new URL(baseURL).port), 1024 * 1024)
    await signIn(page, 'admin')
    await page.goto(`${slowLine.url}/admin/media`)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Media Library' })).toBeVisible()

    await dropFiles(page, [
      file(names.big, 'application/pdf', big),
      file(names.photo, 'image/jpeg', photo),
      file(
        names.svg,
        'image/svg+xml',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      ),
      file(names.text, 'image/png', Buffer.from('not really an image')),
    ])
    for (const name of Object.values(names)) await expect(uploadRow(page, name)).toBeVisible()
    const bar = uploadRow(page, names.big).getByRole('progressbar', {
      name: `Upload of ${names.big}`,
    })
    const progress = async () => Number(await bar.getAttribute('aria-valuenow'))
    await expect.poll(progress, { message: 'part of the big file has gone' }).toBeGreaterThan(0)
    expect(await progress(), 'and part has not').toBeLessThan(100)
    await expect.poll(progress, { message: 'more of it goes' }).toBeGreaterThan(await progress())

    await expect(uploadRow(page, names.svg)).toContainText('Not uploaded')
    await expect(uploadRow(page, names.svg)).toContainText(
      'SVG files are not accepted: they can carry scripts that would run on the site. Export the image as PNG or WebP, then upload that.',
    )
    await expect(uploadRow(page, names.text)).toContainText(
      'This file is not an image or PDF the library takes',
    )
    for (const name of [names.big, names.photo])
      await expect(uploadRow(page, name)).toContainText('Added to the library', { timeout: 30_000 })
    // The items appear in the library without reloading the page.
    const grid = page.getByRole('list', { name: 'Media items' })
    await expect(grid.getByRole('link', { name: names.big })).toBeVisible()
    await expect(grid.getByRole('link', { name: names.photo })).toBeVisible()
    await expect(grid.getByRole('link', { name: names.svg })).toHaveCount(0)
    await slowLine.close()

    await page.goto('/admin/media')
    await waitForHydration(page)
    const box = page.getByRole('searchbox', { name: 'Search media' })
    await box.fill(suffix)
    await box.press('Enter')
    await expect(page.getByText('2 result(s)', { exact: true })).toBeVisible()
    const card = grid.getByRole('listitem').filter({ hasText: names.photo })
    await expect(card).toContainText('JPEG')
    await expect(card).toContainText('1200 × 800')
    await expect(card).toContainText('No alt text')
    await expect(card).toContainText('Not used')
    const thumb = card.locator('img')
    await expect(thumb).toHaveAttribute('src', /\/media\/[0-9a-f-]{36}\/384\.webp$/)
    expect(await thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(
      384,
    )
    expect(await seriousViolations(page, '/admin/media')).toEqual([])
  })

  test('alt text in English and Arabic is edited on the item’s page', async ({ page }) => {
    const suffix = runSuffix()
    const name = `garden-${suffix}.png`
    await signIn(page, 'moderator')
    await page.goto('/admin/media')
    await waitForHydration(page)
    const png = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#8a9a5b' },
    })
      .png()
      .toBuffer()
    await dropFiles(page, [file(name, 'image/png', png)])
    await expect(uploadRow(page, name)).toContainText('Added to the library')
    await page.getByRole('list', { name: 'Media items' }).getByRole('link', { name }).click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await waitForHydration(page)
    const english = page.getByLabel('Alt text (English)')
    const arabic = page.getByLabel('Alt text (Arabic)')
    await expect(arabic).toHaveAttribute('dir', 'rtl')
    await expect(arabic).toHaveAttribute('lang', 'ar')
    await english.fill('Garden path between the villas')
    await arabic.fill('ممر الحديقة بين الفيلات')
    await page.getByRole('button', { name: 'Save alt text' }).click()
    await expectToast(page, 'Alt text saved')
    await page.reload()
    await expect(page.getByLabel('Alt text (English)')).toHaveValue(
      'Garden path between the villas',
    )
    await expect(page.getByLabel('Alt text (Arabic)')).toHaveValue('ممر الحديقة بين الفيلات')
    await expect(page.getByText('Alt text ✓')).toBeVisible()
    await expect(page.locator('picture img')).toHaveAttribute(
      'alt',
      'Garden path between the villas',
    )
    expect(await seriousViolations(page, '/admin/media/{id}')).toEqual([])
  })
})

test('a deleted item goes to the trash: restored, then deleted for good with its files', async ({
  page,
}) => {
  const name = `old-brochure-${runSuffix()}.png`
  await signIn(page, 'admin')
  await page.goto('/admin/media')
  await waitForHydration(page)
  const png = await sharp({
    create: { width: 500, height: 400, channels: 3, background: '#b5651d' },
  })
    .png()
    .toBuffer()
  await dropFiles(page, [file(name, 'image/png', png)])
  await expect(uploadRow(page, name)).toContainText('Added to the library')
  await page.getByRole('list', { name: 'Media items' }).getByRole('link', { name }).click()
  await waitForHydration(page)
  const fileUrl = await page.locator('picture img').getAttribute('src')
  expect((await page.request.get(fileUrl!)).status()).toBe(200)
  await expect(page.getByText('Not used on any page yet.')).toBeVisible()

  await page.getByRole('button', { name: 'Delete' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Delete this image?' })
  await expect(dialog).toContainText(`${name} goes to the trash`)
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, 'Image moved to the trash', name)
  await expect(page).toHaveURL(/\/admin\/media$/)
  await expect(page.getByRole('link', { name })).toHaveCount(0)
  expect((await page.request.get(fileUrl!)).status(), 'a deleted item is not served').toBe(404)

  await page.goto('/admin/trash')
  await waitForHydration(page)
  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row).toContainText('Media')
  await expect(row).toContainText('Site Admin')
  await row.getByRole('button', { name: `Restore ${name}` }).click()
  await expectToast(page, 'Media restored', name)
  expect((await page.request.get(fileUrl!)).status()).toBe(200)

  await page.goto(`/admin/media?q=${encodeURIComponent(name)}`)
  await page.getByRole('link', { name }).click()
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Delete' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page).toHaveURL(/\/admin\/media$/)
  await page.goto('/admin/trash')
  await waitForHydration(page)
  await page.getByRole('button', { name: `Delete ${name} permanently` }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete permanently?' })
  await expect(confirm).toContainText(`${name} will be deleted for good, with its files.`)
  await confirm.getByRole('button', { name: 'Delete permanently' }).click()
  await expectToast(page, 'Media deleted permanently', name)
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0)
  expect((await page.request.get(fileUrl!)).status()).toBe(404)
})

test('library files through the front server: types, a year of caching, no sniffing, 304, 404, 413', async ({
  page,
}) => {
  await signIn(page, 'admin')
  const upload = (name: string, data: Buffer) =>
    page.request.post('/admin/media/upload', {
      headers: { origin: baseURL, 'x-file-name': encodeURIComponent(name) },
      data,
    })
  const png = await sharp({ create: { width: 700, height: 500, channels: 3, background: '#234' } })
    .png()
    .toBuffer()
  const image = (await (await upload('front-server.png', png)).json()).data.item
  const pdf = (await (await upload('Plan B.pdf', onePagePdf())).json()).data.item
  const compressed = { 'accept-encoding': 'gzip, deflate, br' }

  const webp = await page.request.get(`/media/${image.id}/640.webp`, { headers: compressed })
  expect(webp.status()).toBe(200)
  const headers = webp.headers()
  expect(headers['content-type']).toBe('image/webp')
  expect(headers['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['content-security-policy']).toMatch(/^default-src 'none'/)
  expect(headers['content-encoding']).toBeUndefined()
  expect((await sharp(await webp.body()).metadata()).width).toBe(640)
  const again = await page.request.get(`/media/${image.id}/640.webp`, {
    headers: { 'if-none-match': headers.etag! },
  })
  expect(again.status()).toBe(304)

  const avif = await page.request.get(`/media/${image.id}/700.avif`)
  expect(avif.headers()['content-type']).toBe('image/avif')

  const document = await page.request.get(`/media/${pdf.id}/document.pdf`, { headers: compressed })
  expect(document.status()).toBe(200)
  expect(document.headers()['content-type']).toBe('application/pdf')
  expect(document.headers()['content-disposition']).toBe(
    `attachment; filename="Plan B.pdf"; filename*=UTF-8''Plan%20B.pdf`,
  )
  expect(document.headers()['content-encoding']).toBeUndefined()
  expect((await document.body()).equals(onePagePdf())).toBe(true)

  for (const path of [
    `/media/${image.id}/500.webp`,
    `/media/${image.id}/960.webp`, // wider than the image
    `/media/${image.id}/640.png`,
    `/media/${pdf.id}/640.webp`,
    `/media/00000000-0000-4000-8000-000000000000/640.webp`,
  ])
    expect((await page.request.get(path)).status(), path).toBe(404)

  // The upload path takes up to 20 MB; beyond that the front server answers before Next.
  const tooBig = await upload('huge.pdf', Buffer.alloc(20 * 1024 * 1024 + 1))
  expect(tooBig.status()).toBe(413)
})
