import crypto from 'node:crypto'

import { type APIRequestContext, type Browser, expect, test } from '@playwright/test'
import { sharedSessionContext } from '../helpers/e2eSignedIn'

const EDITOR = { email: 'editor@careerbridge.dev', password: 'Editor#2026' }
const SEEDED_POST = '/blogs/cv-mistakes-recruiters-notice'
const unique = () => crypto.randomUUID().slice(0, 8)

type Api = (method: string, url: string, data?: unknown) => Promise<{ ok: boolean; body: { doc?: { id: number } } }>

/**
 * The editor's browser page, signed in, and a way to call the REST API from it as the admin panel does
 * (same origin, session cookie).
 */
async function editorPage(browser: Browser) {
  const context = await browser.newContext({ locale: 'en-US' })
  const page = await context.newPage()
  await page.goto('/contact-us')
  const api: Api = (method, url, data) =>
    page.evaluate(
      async ({ method, url, data }) => {
        const response = await fetch(url, {
          method,
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json' },
          body: data === undefined ? undefined : JSON.stringify(data),
        })
        return { ok: response.ok, body: await response.json() }
      },
      { method, url, data },
    )
  expect((await api('POST', '/api/users/login', EDITOR)).ok).toBe(true)
  return { context, page, api }
}

/** Published content is served from the page cache: the second request for the same page is a cache hit. */
async function servedFromCache(request: APIRequestContext, path: string) {
  expect((await request.get(path)).status()).toBe(200)
  const again = await request.get(path)
  expect(again.status()).toBe(200)
  return { cache: again.headers()['x-nextjs-cache'], html: await again.text() }
}

test.describe('prerendered content pages', () => {
  test('each language is prerendered once and served from the cache under the public URL', async ({ playwright }) => {
    for (const [locale, heading] of [
      ['en', 'Seven CV mistakes recruiters notice in ten seconds'],
      ['de', 'Sieben Lebenslauf-Fehler, die Recruiter in zehn Sekunden bemerken'],
    ] as const) {
      const request = await playwright.request.newContext({
        baseURL: test.info().project.use.baseURL,
        extraHTTPHeaders: { cookie: `NEXT_LOCALE=${locale}` },
      })
      for (const path of ['/blogs', SEEDED_POST, '/help-center', '/about', '/terms-of-use', '/privacy-policy']) {
        const { cache, html } = await servedFromCache(request, path)
        // STALE: from the cache too, older than its minute and being renewed in the background meanwhile.
        expect(['HIT', 'STALE'], path).toContain(cache)
        expect(html, path).toContain(`<html lang="${locale}"`)
      }
      expect((await servedFromCache(request, SEEDED_POST)).html).toContain(heading)
      await request.dispose()
    }
  })

  test('the internal per-language paths are not public', async ({ request }) => {
    expect((await request.get('/localized/en/blogs')).status()).toBe(404)
    expect((await request.get('/localized/de/about')).status()).toBe(404)
  })

  test('publishing renews the page at once; a saved draft shows only through /preview', async ({ browser }) => {
    const slug = `static-page-${unique()}`
    const editor = await editorPage(browser)
    const created = await editor.api('POST', '/api/posts?locale=en', {
      title: `First title ${slug}`,
      slug,
      excerpt: 'Published once.',
      _status: 'published',
    })
    expect(created.ok).toBe(true)
    const id = created.body.doc!.id

    const visitor = await browser.newContext({ locale: 'en-US' })
    const page = await visitor.newPage()
    await page.goto(`/blogs/${slug}`)
    await expect(page.getByRole('heading', { level: 1, name: `First title ${slug}` })).toBeVisible()
    expect((await servedFromCache(visitor.request, `/blogs/${slug}`)).cache).toBe('HIT')

    // A draft changes nothing public, not even for the editor outside the preview.
    const draft = await editor.api('PATCH', `/api/posts/${id}?locale=en&draft=true`, {
      title: `Draft title ${slug}`,
      _status: 'draft',
    })
    expect(draft.ok).toBe(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: `First title ${slug}` })).toBeVisible()
    await editor.page.goto(`/blogs/${slug}`)
    await expect(editor.page.getByRole('heading', { level: 1, name: `First title ${slug}` })).toBeVisible()

    // Live preview: the draft beside the edit form, following each saved draft.
    await editor.page.goto(`/admin/collections/posts/${id}?locale=en`)
    await editor.page.locator('#live-preview-toggler').click()
    const preview = editor.page.frameLocator('#live-preview-iframe')
    await expect(preview.getByRole('heading', { level: 1, name: `Draft title ${slug}` })).toBeVisible()
    await editor.page.locator('#field-title').fill(`Edited draft ${slug}`)
    await editor.page.locator('#action-save-draft').click()
    await expect(preview.getByRole('heading', { level: 1, name: `Edited draft ${slug}` })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: `First title ${slug}` })).toBeVisible()

    // The preview route: only a signed-in editor gets the draft.
    const path = encodeURIComponent(`/blogs/${slug}`)
    expect((await visitor.request.get(`/preview?path=${path}`, { maxRedirects: 0 })).status()).toBe(403)
    await editor.page.goto(`/preview?path=${path}&locale=en`)
    await expect(editor.page.getByRole('heading', { level: 1, name: `Edited draft ${slug}` })).toBeVisible()
    await expect(editor.page.getByText('You are looking at an unpublished draft.')).toBeVisible()

    const published = await editor.api('PATCH', `/api/posts/${id}?locale=en`, {
      title: `Second title ${slug}`,
      _status: 'published',
    })
    expect(published.ok).toBe(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: `Second title ${slug}` })).toBeVisible()
    await page.goto('/blogs')
    await expect(page.getByRole('link', { name: `Second title ${slug}` })).toBeVisible()
    await visitor.close()
    await editor.context.close()
  })

  test('a signed-in consultee keeps the full header on a prerendered page, and switching language works', async ({
    browser,
  }) => {
    const lena = { email: 'lena.fischer@example.com', password: 'Demo#2026' }
    const { context } = await sharedSessionContext(browser, lena, { locale: 'en-US' })
    const page = await context.newPage()
    await page.goto(SEEDED_POST)
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
      'href',
      '/consultee/dashboard',
    )
    await expect(banner.getByRole('link', { name: 'Log in' })).toHaveCount(0)
    await banner.getByRole('button', { name: 'User menu' }).click()
    const menu = banner.getByRole('navigation', { name: 'User menu' })
    await expect(menu.getByRole('link', { name: 'Refer a friend' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Inquiries', exact: true })).toHaveAttribute(
      'href',
      '/consultee/dashboard/inquiries',
    )
    await expect(menu.getByRole('button', { name: 'Log out' })).toBeVisible()

    expect((await page.goto('/preview?path=%2Fblogs'))?.status()).toBe(403)
    await page.goto('/blogs')
    await banner.getByRole('button', { name: 'Switch language to Deutsch' }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(banner.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible()
    await expect(page).toHaveURL(/\/blogs$/)
    await context.close()
  })
})
