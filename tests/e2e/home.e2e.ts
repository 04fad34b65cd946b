import { expect, test } from '@playwright/test'

test.describe('home page', () => {
  test('renders in English by default', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Talk to someone who has already done the job you want',
    )
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Find a consultant' })).toHaveAttribute('href', '/consultants')
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Consultants' }),
    ).toBeVisible()
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    )
    await context.close()
  })

  test('renders in German for a German browser', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Sprich mit jemandem, der deinen Wunschjob schon gemacht hat',
    )
    await expect(page.getByRole('heading', { name: 'So funktioniert es' })).toBeVisible()
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutzerklärung' })).toBeVisible()
    await context.close()
  })

  test('the language switch survives a reload and sets a 30-day cookie', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'en-GB' })
    const page = await context.newPage()
    await page.goto('/')
    await page.getByRole('button', { name: 'Switch language to Deutsch' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Sprich mit jemandem/)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Sprich mit jemandem/)
    await expect(page.getByRole('button', { name: 'Sprache auf Deutsch umstellen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    const cookie = (await context.cookies(baseURL)).find((c) => c.name === 'NEXT_LOCALE')
    expect(cookie?.value).toBe('de')
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThanOrEqual(30)

    await page.getByRole('button', { name: 'Sprache auf English umstellen' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Talk to someone/)
    await context.close()
  })

  test('an unknown page shows the localized 404 inside the site layout', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' })
    const page = await context.newPage()
    const response = await page.goto('/gibt-es-nicht')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Diese Seite gibt es nicht' })).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await context.close()
  })
})

test('the home page fits a phone screen without sideways scrolling', async ({ browser }) => {
  for (const locale of ['en-US', 'de-DE']) {
    const context = await browser.newContext({ locale, viewport: { width: 360, height: 740 } })
    const page = await context.newPage()
    await page.goto('/')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await expect(page.getByRole('banner').getByRole('link', { name: /Log in|Anmelden/ })).toBeVisible()
    await context.close()
  }
})

test.describe('the consultant carousel', () => {
  test('has its buttons in the server HTML when even the widest row cannot show every card', async ({ request }) => {
    // Added only after hydration, they would narrow the cards and push the page below them down.
    const html = await (await request.get('/', { headers: { 'accept-language': 'en' } })).text()
    expect(html).toContain('aria-label="More consultants"')
    expect(html).toContain('aria-label="Previous consultants"')
  })

  for (const [width, perView] of [
    [1280, 3],
    [900, 2],
    [600, 1],
  ] as const) {
    test(`shows ${perView} card(s) at a time at ${width} px and scrolls with the buttons`, async ({ browser }) => {
      const page = await (await browser.newContext({ locale: 'en-US', viewport: { width, height: 900 } })).newPage()
      await page.goto('/')
      const track = page.getByRole('list', { name: 'Top-rated consultants' })
      await expect(track.getByRole('listitem').first()).toBeVisible()
      const [trackWidth, cardWidth] = await track.evaluate((element) => [
        element.clientWidth,
        (element.firstElementChild as HTMLElement).getBoundingClientRect().width,
      ])
      expect(Math.round(trackWidth / cardWidth)).toBe(perView)
      // Positions of the cards wholly inside the visible part of the row.
      const shown = () =>
        track.evaluate((element) => {
          const box = element.getBoundingClientRect()
          return [...element.children].flatMap((item, position) => {
            const card = item.getBoundingClientRect()
            return card.left >= box.left - 1 && card.right <= box.right + 1 ? [position] : []
          })
        })
      expect(await shown()).toEqual([...Array(perView).keys()])
      const next = page.getByRole('button', { name: 'More consultants' })
      await next.click()
      await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
      await expect.poll(async () => (await shown())[0]).toBe(perView)
      await page.getByRole('button', { name: 'Previous consultants' }).click()
      await expect.poll(shown).toEqual([...Array(perView).keys()])
      await page.context().close()
    })
  }
})

test('the promo banner counts down 72 hours from first seen, kept in a 4-day cookie, and then stays away', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-US' })
  const page = await context.newPage()
  // The server renders the banner for a first visit, so it does not push the page down after hydration.
  expect(await (await page.request.get('/')).text()).toContain('data-testid="promo-banner"')
  await page.goto('/')
  const banner = page.getByRole('complementary', { name: 'Offer' })
  // The browser stores the first-seen time once hydrated.
  await expect(banner).toContainText(/Offer ends in (72 h 0|71 h 59) min/)
  const promoCookie = async () => (await context.cookies()).find((c) => c.name === 'promoFirstSeen')
  await expect.poll(promoCookie).toBeDefined()
  const cookie = await promoCookie()
  const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000
  expect(days).toBeGreaterThan(3.9)
  expect(days).toBeLessThanOrEqual(4)
  const site = page.url()
  await context.close()

  const returning = await browser.newContext({ locale: 'en-US' })
  const longAgo = new Date(Date.now() - 73 * 3_600_000).toISOString()
  await returning.addCookies([{ name: 'promoFirstSeen', value: encodeURIComponent(longAgo), url: site }])
  const later = await returning.newPage()
  expect(await (await later.request.get('/')).text()).not.toContain('data-testid="promo-banner"')
  await later.goto('/')
  await expect(later.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(later.getByRole('complementary', { name: 'Offer' })).toHaveCount(0)
  await returning.close()
})
