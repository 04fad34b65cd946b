import crypto from 'node:crypto'

import { expect, test } from '@playwright/test'

import { wcagFindingsOfPaths } from '../helpers/e2eAxe'
import { signIntoAdmin } from '../helpers/e2eAccounts'
import { e2eMailDir } from '../helpers/e2eMail'
import { readMails } from '../helpers/mailSink'

const unique = () => crypto.randomUUID().slice(0, 8)

test.describe('content written in the admin panel', () => {
  test('an editor writes a German post, previews the draft, publishes it, and it appears on /blogs in German', async ({
    browser,
  }) => {
    const title = `Vorstellungsgespräch auf Deutsch ${unique()}`
    const slug = `vorstellungsgespraech-${unique()}`
    const context = await browser.newContext({ locale: 'de-DE' })
    const admin = await context.newPage()
    await signIntoAdmin(admin, 'editor@careerbridge.dev', 'Editor#2026')

    await admin.goto('/admin/collections/posts/create?locale=de')
    await admin.locator('#field-title').fill(title)
    await admin.locator('#field-slug').fill(slug)
    await admin.locator('#field-excerpt').fill('Wie Sie sich auf Fragen zu Stärken und Schwächen vorbereiten.')
    const editor = admin.locator('[data-lexical-editor="true"]').first()
    await editor.click()
    await editor.pressSequentially('Bereiten Sie drei Beispiele aus Ihrem letzten Job vor.')
    await admin.locator('#action-save-draft').click()
    await expect(admin).toHaveURL(/\/admin\/collections\/posts\/\d+/)

    // The preview opens our draft route, which checks the editor's session and shows the unpublished draft.
    const previewLink = admin.locator('#preview-button')
    await expect(previewLink).toHaveAttribute('href', new RegExp(`/preview\\?path=%2Fblogs%2F${slug}&locale=de`))
    const [preview] = await Promise.all([context.waitForEvent('page'), previewLink.click()])
    await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(preview.getByText('Sie sehen einen unveröffentlichten Entwurf.')).toBeVisible()
    await expect(preview.getByText('Bereiten Sie drei Beispiele aus Ihrem letzten Job vor.')).toBeVisible()

    // Not published yet: a visitor sees neither the post nor its page.
    const visitorContext = await browser.newContext({ locale: 'de-DE' })
    const visitor = await visitorContext.newPage()
    await visitor.goto('/blogs')
    await expect(visitor.getByRole('link', { name: title })).toHaveCount(0)
    expect((await visitor.goto(`/blogs/${slug}`))?.status()).toBe(404)

    const saved = admin.waitForResponse(
      (r) => r.url().includes('/api/posts/') && ['PATCH', 'POST'].includes(r.request().method()) && r.ok(),
    )
    await admin.locator('#action-save').click()
    await saved

    await visitor.goto('/blogs')
    await expect(visitor.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
    await visitor.getByRole('link', { name: title }).click()
    await expect(visitor).toHaveURL(new RegExp(`/blogs/${slug}$`))
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(visitor.getByTestId('post-meta').getByText('1 Min. Lesezeit')).toBeVisible()
    await expect(visitor.getByText('Sie sehen einen unveröffentlichten Entwurf.')).toHaveCount(0)
    await visitorContext.close()
    await context.close()
  })

  test('a seeded post shows author, reading time and related posts in English', async ({ page }) => {
    await page.goto('/blogs/cv-mistakes-recruiters-notice')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Seven CV mistakes recruiters notice in ten seconds' }),
    ).toBeVisible()
    await expect(page.getByText('By Lena Hoffmann')).toBeVisible()
    await expect(page.getByText('3 min read').first()).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Related posts' })).toBeVisible()
  })
})

test.describe('legal texts', () => {
  test('the terms of use show version, effective date and a table of contents whose anchors work', async ({ page }) => {
    await page.goto('/terms-of-use')
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible()
    await expect(page.getByText('Version 1.3')).toBeVisible()
    await expect(page.getByText('Effective from January 1, 2026')).toBeVisible()
    const contents = page.getByRole('navigation', { name: 'Contents' })
    await expect(contents.getByRole('link')).toHaveText([
      '1. Scope',
      '2. Your account',
      '2.1 Accurate information',
      '3. Acceptable use',
      '4. Changes to these terms',
      '5. Contact',
    ])
    await contents.getByRole('link', { name: '4. Changes to these terms' }).click()
    await expect(page).toHaveURL(/#4-changes-to-these-terms$/)
    await expect(page.getByRole('heading', { level: 2, name: '4. Changes to these terms' })).toBeInViewport()
  })

  test('German visitors read the German text', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' })
    const page = await context.newPage()
    await page.goto('/privacy-policy')
    await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: 'Inhalt' }).getByRole('link', { name: '5. Ihre Rechte' }),
    ).toBeVisible()
    await context.close()
  })
})

test.describe('help center and contact', () => {
  test('the help center searches its articles', async ({ page }) => {
    await page.goto('/help-center')
    await page.getByLabel('Search the help center').fill('card charged')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page.getByText('One article matches “card charged”.')).toBeVisible()
    await expect(page.getByText('When is my card charged?')).toBeVisible()
    await expect(page.getByText('How do I book a session?')).toHaveCount(0)
  })

  test('a contact message is confirmed and arrives in the team inbox', async ({ page }) => {
    const text = `Is there a student discount? ${unique()}`
    await page.goto('/contact-us')
    await page.getByLabel('Your name').fill('Mara Klein')
    await page.getByLabel('Email address').fill(`mara-${unique()}@example.com`)
    await page.getByLabel('Topic').selectOption('payment')
    await page.getByLabel('Your message').fill(text)
    await page.getByLabel(/I agree that CareerBridge stores my message/).check()
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByRole('heading', { name: 'Thank you for your message' })).toBeVisible()
    await expect
      .poll(() => readMails(e2eMailDir(), 'no-reply@careerbridge.dev').some((mail) => mail.text.includes(text)))
      .toBe(true)
  })

  test('an empty contact form shows what is missing', async ({ page }) => {
    await page.goto('/contact-us')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByText('Please enter your name.')).toBeVisible()
    await expect(page.getByText('Please agree so that we can answer you.')).toBeVisible()
  })
})

test.describe('content pages are accessible', () => {
  for (const locale of ['en-US', 'de-DE']) {
    test(`no WCAG violations on the content pages (${locale})`, async ({ browser }) => {
      const context = await browser.newContext({ locale })
      const paths = [
        '/blogs',
        '/blogs/cv-mistakes-recruiters-notice',
        '/help-center',
        '/about',
        '/contact-us',
        '/terms',
      ]
      // Every finding, of any impact.
      const problems = await wcagFindingsOfPaths(context, paths, { everyImpact: true })
      expect(problems, problems.join('\n')).toEqual([])
      await context.close()
    })
  }
})
