import { expect, test } from '@playwright/test'

import { signIn } from '../helpers/e2eAccounts'

test.describe('consultant list', () => {
  test('filters by a service and an industry in the URL, finds a skill despite a typo, opens a profile', async ({
    browser,
  }) => {
    const page = await (await browser.newContext({ locale: 'en-US' })).newPage()
    await page.goto('/consultants')
    await expect(page.getByRole('heading', { name: 'Find your consultant' })).toBeVisible()
    await expect(page.getByText(/^\d+ consultants$/)).toBeVisible()

    await page.getByLabel('Service').selectOption({ label: 'Mock Interview' })
    await expect(page).toHaveURL(/serviceFilters=career-services%2Fmock-interview/)
    await page.getByLabel('Industry').selectOption({ label: 'Information Technology' })
    await expect(page).toHaveURL(/industryFilters=information-technology/)
    await expect(page.getByRole('link', { name: 'Jonas Weber' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sophie Martin' })).toHaveCount(0)
    // The URL can be shared: a reload shows the same filters and results.
    await page.reload()
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Mock Interview')
    await expect(page.getByRole('link', { name: 'Jonas Weber' })).toBeVisible()
    await page.getByRole('button', { name: 'Clear all' }).click()
    await expect(page).toHaveURL(/\/consultants$/)

    await page.getByLabel('Search').fill('Valuaton')
    await expect(page).toHaveURL(/search=Valuaton/)
    await expect(page.getByText('1 consultant', { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sophie Martin' })).toBeVisible()
    await page.getByLabel('Search').fill('zzzqqq')
    await expect(page.getByRole('heading', { name: 'No consultants found' })).toBeVisible()

    await page.goto('/consultants?search=Valuation')
    await page.getByRole('link', { name: 'Sophie Martin' }).click()
    await expect(page).toHaveURL(/\/consultants\/[\w-]+$/)
    await expect(page.getByRole('heading', { name: 'Sophie Martin', level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Book Now' })).toBeVisible()
    await page.context().close()
  })

  test('a consultant sees View Profile instead of Book Now; the list speaks German', async ({ browser }) => {
    const consultant = await (await browser.newContext({ locale: 'de-DE' })).newPage()
    await signIn(consultant, 'rahul.mehta@example.com', 'Demo#2026')
    await expect(consultant).toHaveURL(/\/consultant\/dashboard\/sessions$/)
    await consultant.goto('/consultants')
    await expect(consultant.getByRole('heading', { name: 'Finde deinen Berater' })).toBeVisible()
    await expect(consultant.getByRole('link', { name: 'Profil ansehen' }).first()).toBeVisible()
    await expect(consultant.getByRole('link', { name: 'Jetzt buchen' })).toHaveCount(0)
    await consultant.context().close()
  })
})

test('robots.txt keeps crawlers out of accounts; sitemap.xml lists approved consultants; profiles carry JSON-LD', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-US' })
  const robots = await (await context.request.get('/robots.txt')).text()
  expect(robots).toContain('Disallow: /admin')
  expect(robots).toContain('Disallow: /consultant/')
  expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/)
  const sitemap = await (await context.request.get('/sitemap.xml')).text()
  const profiles = sitemap.match(/\/consultants\/[\w-]+<\/loc>/g) ?? []
  expect(profiles.length).toBeGreaterThanOrEqual(12)
  const page = await context.newPage()
  await page.goto(profiles[0]!.replace('</loc>', ''))
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
  expect(jsonLd).toMatchObject({ '@type': 'Person', makesOffer: expect.any(Array) })
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/consultants\/[\w-]+$/)
  await context.close()
})

test('the categories dropdown opens the list filtered by an industry or a major, and closes on Escape', async ({
  browser,
}) => {
  const page = await (await browser.newContext({ locale: 'en-US' })).newPage()
  await page.goto('/')
  const button = page.getByRole('button', { name: 'Categories' })
  await button.click()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Escape')
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await button.click()
  const industries = page.getByRole('heading', { name: 'Industries' }).locator('..').getByRole('link')
  await expect(industries).toHaveCount(10)
  await industries.filter({ hasText: 'Finance & Banking' }).click()
  await expect(page).toHaveURL(/\/consultants\?industry=finance-and-banking&qt=industry$/)
  await expect(page.getByRole('link', { name: 'Sophie Martin' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Jonas Weber' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Remove filter Finance & Banking' }).click()
  await expect(page).toHaveURL(/\/consultants$/)
  await page.context().close()
})

test('sign-in, application and dashboard pages tell search engines to stay away; public pages do not', async ({
  browser,
}) => {
  const page = await (await browser.newContext({ locale: 'en-US' })).newPage()
  for (const path of ['/sign-in', '/consultant-register', '/on-boarding']) {
    await page.goto(path)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  }
  for (const path of ['/', '/consultants']) {
    await page.goto(path)
    await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0)
  }
  await page.context().close()
})
