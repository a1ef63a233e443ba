import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'

const content = (page: Page, selector: string) => page.locator(selector).getAttribute('content')

test('project pages carry Open Graph and Twitter cards with a 1200×630 image, per language', async ({
  page,
  request,
}) => {
  for (const [path, title, locale] of [
    ['/the-crest-residence', 'The Crest Residence, New Cairo', 'en_US'],
    ['/the-crest-residence/ar', 'ذا كرست ريزيدنس، القاهرة الجديدة', 'ar_EG'],
  ] as const) {
    await page.goto(path)
    expect(await content(page, 'meta[property="og:title"]')).toBe(title)
    expect(await content(page, 'meta[property="og:locale"]')).toBe(locale)
    expect(await content(page, 'meta[property="og:url"]')).toMatch(new RegExp(`${path}$`))
    expect(await content(page, 'meta[name="twitter:card"]')).toBe('summary_large_image')
    expect(await content(page, 'meta[property="og:image:width"]')).toBe('1200')
    expect(await content(page, 'meta[property="og:image:height"]')).toBe('630')
    const image = await content(page, 'meta[property="og:image"]')
    expect(await content(page, 'meta[name="twitter:image"]')).toBe(image)
    const response = await request.get(image!)
    expect(response.status()).toBe(200)
    const { width, height, format } = await sharp(await response.body()).metadata()
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' })
  }
})

test('home and developer pages have social cards too; unknown card images are 404', async ({
  page,
  request,
}) => {
  for (const path of ['/', '/ar', '/developers/nile-crest', '/developers/nile-crest/ar']) {
    await page.goto(path)
    const image = await content(page, 'meta[property="og:image"]')
    expect((await request.get(image!)).headers()['content-type']).toBe('image/jpeg')
    expect(await content(page, 'meta[name="twitter:card"]')).toBe('summary_large_image')
  }
  for (const missing of ['/og/p/no-such-project.jpg', '/og/p/palm-valley.jpg', '/og/q/x.jpg']) {
    expect((await request.get(missing)).status(), missing).toBe(404)
  }
})
