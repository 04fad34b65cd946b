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

  test('two quick picks keep both filters', async ({ browser }) => {
    const page = await (await browser.newContext({ locale: 'en-US' })).newPage()
    await page.goto('/consultants')
    await expect(page.getByText(/^\d+ consultants$/)).toBeVisible()
    // The second pick comes before the first one's results.
    await page.getByLabel('Service').selectOption({ label: 'Mock Interview' })
    await page.getByLabel('Industry').selectOption({ label: 'Information Technology' })
    const active = page.getByRole('list', { name: 'Active filters' })
    await expect(active).toContainText('Mock Interview')
    await expect(active).toContainText('Information Technology')
    await expect(page).toHaveURL(/serviceFilters=career-services%2Fmock-interview/)
    await expect(page).toHaveURL(/industryFilters=information-technology/)
    await expect(page.getByRole('link', { name: 'Jonas Weber' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sophie Martin' })).toHaveCount(0)
    await page.context().close()
  })

  test('on a profile, Book Now and the inquiry link stand apart at phone and desktop widths', async ({ browser }) => {
    for (const width of [390, 1280]) {
      const page = await (await browser.newContext({ locale: 'en-US', viewport: { width, height: 900 } })).newPage()
      await page.goto('/consultants?search=Sophie%20Martin')
      await page.getByRole('link', { name: 'Sophie Martin' }).first().click()
      await expect(page.getByRole('heading', { name: 'Sophie Martin', level: 1 })).toBeVisible()
      const book = (await page.getByRole('link', { name: 'Book Now' }).boundingBox())!
      const ask = (await page.getByRole('link', { name: 'Log in to send an inquiry' }).boundingBox())!
      // At least 8 px between the two, whichever comes first.
      const apart =
        ask.x >= book.x + book.width + 8 ||
        book.x >= ask.x + ask.width + 8 ||
        ask.y >= book.y + book.height + 8 ||
        book.y >= ask.y + ask.height + 8
      expect(apart, `${width} px: ${JSON.stringify({ book, ask })}`).toBe(true)
      await page.context().close()
    }
  })

  test('cards of a row end level with their price and button, show two rows of skills at most; filters line up', async ({
    browser,
  }) => {
    const page = await (await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } })).newPage()
    await page.goto('/consultants')
    const cards = page.getByTestId('consultant-card')
    await expect(cards.first()).toBeVisible()
    const rows = new Map<number, number[]>()
    for (const card of await cards.all()) {
      const box = (await card.boundingBox())!
      const button = (await card.getByRole('link', { name: 'Book Now' }).boundingBox())!
      rows.set(Math.round(box.y), [...(rows.get(Math.round(box.y)) ?? []), Math.round(button.y)])
      // Rows of skill chips left in sight (a clipped chip ends below its list).
      const shownRows = await card.locator('.chip').evaluateAll((items) => {
        const shown = items.filter(
          (item) => item.getBoundingClientRect().bottom <= item.parentElement!.getBoundingClientRect().bottom,
        )
        return new Set(shown.map((item) => Math.round(item.getBoundingClientRect().top))).size
      })
      expect(shownRows).toBeLessThanOrEqual(2)
    }
    for (const [top, buttons] of rows) expect(new Set(buttons).size, `row at ${top}: ${buttons}`).toBe(1)
    const controls = await page
      .getByTestId('consultant-search-row')
      .locator('input, select')
      .evaluateAll((items) =>
        items.map((item) => ({ top: item.getBoundingClientRect().top, height: item.getBoundingClientRect().height })),
      )
    expect(new Set(controls.map(({ top }) => Math.round(top))).size).toBe(1)
    expect(new Set(controls.map(({ height }) => Math.round(height))).size).toBe(1)
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
