import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test'

import { E2E_PASSWORD, signIn, uniqueEmail } from '../helpers/e2eAccounts'
import { adminApi, createBookableConsultant, createConsultee } from '../helpers/e2eBooking'

let admin: APIRequestContext
let baseURL: string

test.beforeAll(async () => {
  baseURL = String(test.info().project.use.baseURL)
  admin = await adminApi(baseURL)
})

test.afterAll(async () => {
  await admin.dispose()
})

/** A browser in `timezoneId` that asks for `locale`, signed in as `email`. */
async function signedIn(browser: Browser, email: string, locale: string, timezoneId: string): Promise<Page> {
  const context = await browser.newContext({ locale, timezoneId, viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await signIn(page, email)
  await expect(page).not.toHaveURL(/sign-in/)
  return page
}

/** How the site writes a message's moment: medium date, 24-hour clock, in the reader's zone and language. */
function expectedStamp(iso: string, language: 'en' | 'de', timeZone: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23', timeZone })
    .format(new Date(iso))
    .replace(/[\u00a0\u202f]/g, ' ')
}

/** The shown text of a <time> and the instant it stands for. */
async function stamp(time: Locator): Promise<{ shown: string; iso: string }> {
  await expect(time).toBeVisible()
  const iso = await time.getAttribute('datetime')
  expect(iso).toBeTruthy()
  return { shown: (await time.innerText()).replace(/[\u00a0\u202f]/g, ' '), iso: iso! }
}

test('inquiry times are in the reader’s zone and language, and the page says which zone', async ({ browser }) => {
  const consultant = await createBookableConsultant(admin, baseURL, {
    timezone: 'Asia/Kolkata',
    hours: ['09:00', '09:30'],
    pricing: { pricing30Min: 5950, pricing60Min: 11900, pricingTrial: 0 },
  })
  const email = await createConsultee(admin, 'Europe/Berlin', 'Greta')
  const berliner = await signedIn(browser, email, 'en-US', 'Europe/Berlin')
  await berliner.goto(`/consultants/${consultant.shortId}`)
  await berliner.getByRole('button', { name: 'Send an inquiry' }).click()
  const composer = berliner.getByRole('textbox', { name: 'Your message' })
  await composer.fill('When could we talk?')
  await composer.press('Enter')
  await expect(berliner).toHaveURL(/\/consultee\/dashboard\/inquiries\/\d+$/)
  const threadUrl = berliner.url()

  // The thread, in English: Berlin's clock, not the server's UTC nor a 12-hour US clock.
  await expect(berliner.getByText('Times are shown in Europe/Berlin.')).toBeVisible()
  const sent = await stamp(berliner.getByTestId('message-meta').locator('time').last())
  expect(sent.shown).toBe(expectedStamp(sent.iso, 'en', 'Europe/Berlin'))
  expect(sent.shown).not.toMatch(/AM|PM/)

  // The list, in English.
  await berliner.goto('/consultee/dashboard/inquiries')
  await expect(berliner.getByText(/Times are shown in Europe\/Berlin\./)).toBeVisible()
  const row = berliner.getByRole('listitem').filter({ hasText: consultant.name })
  const listed = await stamp(row.locator('time'))
  expect(listed.shown).toBe(expectedStamp(listed.iso, 'en', 'Europe/Berlin'))

  // The same reader in German: German dates, the same Berlin clock.
  const german = await signedIn(browser, email, 'de-DE', 'Europe/Berlin')
  await german.goto('/consultee/dashboard/inquiries')
  await expect(german.getByText(/Die Zeiten werden in Europe\/Berlin angezeigt\./)).toBeVisible()
  const germanRow = german.getByRole('listitem').filter({ hasText: consultant.name })
  const germanListed = await stamp(germanRow.locator('time'))
  expect(germanListed.shown).toBe(expectedStamp(germanListed.iso, 'de', 'Europe/Berlin'))
  expect(germanListed.shown).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/)
  await german.goto(threadUrl)
  const germanSent = await stamp(german.getByTestId('message-meta').locator('time').last())
  expect(germanSent.shown).toBe(expectedStamp(germanSent.iso, 'de', 'Europe/Berlin'))

  // The consultant reads the same message on their own clock (Kolkata), and it says so.
  const adviser = await signedIn(browser, consultant.email, 'en-US', 'Asia/Kolkata')
  await adviser.goto('/consultant/dashboard/inquiries')
  await expect(adviser.getByText(/Times are shown in Asia\/(Kolkata|Calcutta)\./)).toBeVisible()
  const adviserRow = adviser.getByRole('listitem').filter({ hasText: 'Greta Booker' })
  const adviserListed = await stamp(adviserRow.locator('time'))
  expect(adviserListed.shown).toBe(expectedStamp(adviserListed.iso, 'en', 'Asia/Kolkata'))
})

test('a consultee without a saved zone starts the profile form with the browser’s zone', async ({ browser }) => {
  const email = uniqueEmail('zoneless')
  const made = await admin.post('/api/users', {
    data: {
      email,
      password: E2E_PASSWORD,
      role: 'USER',
      profileStatus: 'ACTIVE',
      firstName: 'Zora',
      lastName: 'Nozone',
      timezone: null,
    },
  })
  expect(made.status()).toBe(201)
  const page = await signedIn(browser, email, 'en-US', 'America/New_York')
  await page.goto('/consultee/dashboard/profile/personal-information')
  const zone = page.getByLabel('Time zone')
  await expect(zone).toHaveValue('America/New_York')
  await expect(zone.locator('option:checked')).toHaveText(/^\(UTC-0[45]:00\) America\/New_York$/)

  // A saved zone wins over the browser's.
  const saved = await signedIn(
    browser,
    await createConsultee(admin, 'Asia/Tokyo', 'Kenji'),
    'en-US',
    'America/New_York',
  )
  await saved.goto('/consultee/dashboard/profile/personal-information')
  await expect(saved.getByLabel('Time zone')).toHaveValue('Asia/Tokyo')
})
