import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'

import { stepBodies } from '../helpers/applicationBodies'
import { confirmedConsultant, E2E_PASSWORD } from '../helpers/e2eAccounts'
import { expectAccessible } from '../helpers/e2eAxe'
import { adminApi, createConsultee } from '../helpers/e2eBooking'
import { siteOrigin } from '../helpers/e2eOrigin'

// The pages people pay through, compared with committed screenshots at a phone's and a desktop's width.
// This file runs first, on the freshly seeded database (playwright.config.ts), so the demo data is all
// there is. What follows the calendar (dates, free times) is masked; everything else must match. Pages no
// other test checks with axe (payment, success, the application steps) are checked here as well.
// After an intended change: `npx playwright test tests/e2e/visual.e2e.ts --update-snapshots`, then look at
// every changed picture before committing it.

const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const
const DEMO = { consultee: 'lena.fischer@example.com', consultant: 'jonas.weber@example.com', password: 'Demo#2026' }

let admin: APIRequestContext
test.beforeAll(async () => {
  admin = await adminApi(String(test.info().project.use.baseURL))
})
test.afterAll(async () => {
  await admin.dispose()
})

const MONTH =
  '(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)'
/** A date ("30 Nov", "November 30") or a time counted from now, in English. */
const DATED = new RegExp(
  `\\d{1,2} ${MONTH}\\b|\\b${MONTH} \\d{1,2}\\b|\\b(?:Today|Tomorrow|Starts in|Offer ends in)\\b`,
)

/**
 * Everything on a page that changes with the day and the hour the suite runs at. The next free time is
 * masked whole: its length changes with the day ("tomorrow at 08:00", "Wednesday, 2 December at 08:00").
 */
const changesWithTheDate = (page: Page) => [
  page.locator('time'),
  page.getByText(DATED),
  page.getByTestId('next-availability'),
]

async function expectLooksAsBefore(page: Page, name: string, { andAccessible = false } = {}) {
  await page.waitForLoadState('networkidle')
  // Lazy photos far below the fold loaded during a full-page capture on one run and not on the next.
  await page.evaluate(() =>
    Promise.all(
      Array.from(document.images, (image) => {
        image.loading = 'eager'
        return image.decode().catch(() => undefined)
      }),
    ),
  )
  await expect(page).toHaveScreenshot(`${name}.png`, { fullPage: true, mask: changesWithTheDate(page) })
  if (andAccessible) await expectAccessible(page)
}

async function signedIn(
  browser: Browser,
  viewport: { width: number; height: number },
  email?: string,
  password = E2E_PASSWORD,
) {
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'Europe/Berlin', viewport })
  if (email) {
    const login = await context.request.post('/api/auth/login', { headers: siteOrigin(), data: { email, password } })
    expect(login.status()).toBe(200)
  }
  return { context, page: await context.newPage() }
}

async function shortIdOf(page: Page, name: string): Promise<string> {
  const answer = await page.request.get(`/api/consultants?search=${encodeURIComponent(name)}&limit=1`)
  const { consultants } = (await answer.json()) as { consultants: { consultantShortId: string }[] }
  return consultants[0]!.consultantShortId
}

for (const { name: width, viewport } of WIDTHS) {
  test(`the public pages look as before (${width})`, async ({ browser }) => {
    const { context, page } = await signedIn(browser, viewport)
    await page.goto('/')
    await expectLooksAsBefore(page, `home-${width}`)
    await page.goto('/consultants')
    await expectLooksAsBefore(page, `consultants-${width}`)
    await page.goto(`/consultants/${await shortIdOf(page, 'Jonas Weber')}`)
    await expectLooksAsBefore(page, `profile-${width}`)
    // The content pages have a root layout of their own: it must bring the design tokens along (a build once
    // left them out of the CSS these pages link, and they showed unstyled).
    for (const path of ['/blogs', '/help-center', '/terms']) {
      await page.goto(path)
      const brand = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--color-brand').trim(),
      )
      expect(brand, `${path} has the design tokens`).toBe('#1f4fd1')
    }
    await context.close()
  })

  test(`booking, payment, success and sessions look as before (${width})`, async ({ browser }) => {
    const email = await createConsultee(admin, 'Europe/Berlin', width === 'phone' ? 'Pia' : 'Ida')
    const { context, page } = await signedIn(browser, viewport, email)
    // Not Jonas Weber: other tests expect his dashboard without open requests.
    await page.goto(`/consultant/${await shortIdOf(page, 'Anna Kowalska')}/book-session`)
    await page.getByRole('button', { name: /Next week/ }).click()
    await expectLooksAsBefore(page, `booking-${width}`)
    await page
      .getByRole('button', { name: /, \d\d:\d\d$/ })
      .first()
      .click()
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('heading', { name: 'Confirm and pay' })).toBeVisible()
    await expectLooksAsBefore(page, `payment-${width}`, { andAccessible: true })
    await page.getByRole('checkbox', { name: /withdrawal period/ }).check()
    await page.getByLabel('Card number').fill('4242 4242 4242 4242')
    await page.getByLabel('Expiry date (MM/YY)').fill('12/34')
    await page.getByLabel('CVC').fill('123')
    await page.getByRole('button', { name: /^Pay / }).click()
    await expect(page.getByRole('heading', { name: 'Booking request sent' })).toBeVisible()
    await expectLooksAsBefore(page, `success-${width}`, { andAccessible: true })
    await page.goto('/consultee/dashboard/sessions')
    await expectLooksAsBefore(page, `sessions-${width}`)
    await context.close()
  })

  test(`availability and inquiries look as before (${width})`, async ({ browser }) => {
    const { context, page } = await signedIn(browser, viewport, DEMO.consultant, DEMO.password)
    await page.goto('/consultant/dashboard/availability')
    // This week's past hours depend on when the suite runs; next week is all ahead.
    await page.getByRole('button', { name: /Next week/ }).click()
    await page.waitForLoadState('networkidle')
    // The grid opens scrolled to the hours around now; compare it from its first row.
    await page.getByTestId('availability-grid-scroller').evaluate((grid) => grid.scrollTo(0, 0))
    await expectLooksAsBefore(page, `availability-${width}`)
    await page.goto('/consultant/dashboard/inquiries')
    await expectLooksAsBefore(page, `inquiries-${width}`)
    await context.close()
  })

  test(`the application steps look as before (${width})`, async ({ browser }) => {
    const { context, page } = await signedIn(browser, viewport)
    const email = await confirmedConsultant(context, `visual-${width}`)
    const login = await context.request.post('/api/auth/login', {
      headers: siteOrigin(),
      data: { email, password: E2E_PASSWORD },
    })
    expect(login.status()).toBe(200)
    const steps = [
      ['personal-information', { ...stepBodies.personalInformation }],
      ['profile-details', stepBodies.profileDetails],
      ['skills-services', stepBodies.skillsServices],
      ['experience', stepBodies.experience],
    ] as const
    for (const [step, body] of steps) {
      await page.goto(`/consultant-application/${step}`)
      await expectLooksAsBefore(page, `application-${step}-${width}`, { andAccessible: true })
      const saved = await context.request.put(`/api/consultants/application/${step}`, {
        headers: siteOrigin(),
        data: body,
      })
      expect(saved.status(), await saved.text()).toBe(200)
    }
    await context.close()
  })
}
