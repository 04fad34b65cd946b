import { expect, test, type APIRequestContext, type Browser } from '@playwright/test'

import { signIn } from '../helpers/e2eAccounts'
import { adminApi, createBookableConsultant, createConsultee } from '../helpers/e2eBooking'
import { confirmedConsultee } from '../helpers/e2eConsultee'
import { addDays, instantsOfWallTime, localDateOf, weekStart } from '@/domain/scheduling'

// A consultee who has just signed up (DATA_NOT_SUBMITTED) acts at once: nothing may strand them.

let admin: APIRequestContext
let baseURL: string

test.beforeAll(async () => {
  baseURL = String(test.info().project.use.baseURL)
  admin = await adminApi(baseURL)
})

test.afterAll(async () => {
  await admin.dispose()
})

async function newConsultee(browser: Browser, locale: string) {
  const context = await browser.newContext({ locale, timezoneId: 'Europe/Berlin' })
  const email = await confirmedConsultee(context, 'first-steps')
  const page = await context.newPage()
  await signIn(page, email)
  await expect(page).not.toHaveURL(/\/sign-in/)
  return page
}

test('a consultee books right after sign-up: details inside the booking, then payment, then the session', async ({
  browser,
}) => {
  const consultant = await createBookableConsultant(admin, baseURL, {
    timezone: 'Europe/Berlin',
    hours: ['10:00', '10:30'],
    pricing: { pricing30Min: 5950, pricing60Min: 11900, pricingTrial: 0 },
  })
  const page = await newConsultee(browser, 'en-US')
  const day = addDays(weekStart(localDateOf(new Date(), 'Europe/Berlin')), 9)
  const slot = instantsOfWallTime(day, '10:00', 'Europe/Berlin')[0]!.toISOString()
  await page.goto(`/consultant/${consultant.shortId}/book-session?sessionType=30MINUTES&selectedSlot=${slot}`)
  await page.getByRole('button', { name: 'Continue' }).click()

  // The payment page asks for what the profile lacks first; the zone is the browser's.
  const details = page.getByRole('form', { name: 'First, a few details about you' })
  await expect(details).toBeVisible()
  await expect(details.getByLabel('Time zone')).toHaveValue('Europe/Berlin')
  await expect(details.getByLabel('First name')).toHaveValue('Amara')
  await details.getByLabel('Country').selectOption('DE')
  await details.getByRole('button', { name: 'Save and continue' }).click()

  // Back on the payment form, with the slot chosen before.
  await expect(page.getByRole('region', { name: 'Your booking' })).toContainText('10:00')
  await page.getByRole('checkbox', { name: /withdrawal period/ }).check()
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiry date (MM/YY)').fill('12/34')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: /^Pay / }).click()
  await expect(page).toHaveURL(/\/booking-success\/\d+$/)
  const consultationId = /\/booking-success\/(\d+)$/.exec(page.url())![1]
  // The heading is in sight, below the sticky header.
  const heading = page.getByRole('heading', { name: 'Booking request sent', level: 1 })
  await expect(heading).toBeVisible()
  const header = (await page.getByRole('banner').boundingBox())!
  expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height)

  // The success page leads to the session, which the now ACTIVE consultee can open.
  await page.getByRole('link', { name: 'See it in your sessions' }).click()
  await expect(page).toHaveURL(new RegExp(`/consultee/dashboard/sessions\\?status=upcoming#session-${consultationId}$`))
  const row = page.locator(`#session-${consultationId}`)
  await expect(row).toContainText(consultant.name)
  await expect(page.getByRole('heading', { name: 'Complete your profile' })).toHaveCount(0)
  await page.context().close()
})

test('a consultee without details is asked for them in the inquiry box, then sends (German)', async ({ browser }) => {
  const consultant = await createBookableConsultant(admin, baseURL, {
    timezone: 'Europe/Berlin',
    hours: ['10:00'],
    pricing: { pricing30Min: 5950, pricing60Min: 11900, pricingTrial: 0 },
  })
  const page = await newConsultee(browser, 'de-DE')
  await page.goto(`/consultants/${consultant.shortId}`)
  await page.getByRole('button', { name: 'Anfrage senden' }).click()
  const details = page.getByRole('form', { name: 'Zuerst ein paar Angaben zu dir' })
  await expect(details).toContainText(`damit ${consultant.name} weiß, wer fragt`)
  await expect(page.getByRole('button', { name: 'Senden', exact: true })).toHaveCount(0)
  await details.getByLabel('Land').selectOption('AT')
  await details.getByRole('button', { name: 'Speichern und weiter' }).click()

  // The box stays open and now takes the message.
  const message = `Haben Sie Erfahrung mit Quereinsteigern? ${Date.now()}`
  await page.getByLabel('Deine Nachricht').fill(message)
  await page.getByRole('button', { name: 'Senden', exact: true }).click()
  await expect(page).toHaveURL(/\/consultee\/dashboard\/inquiries\/\d+/)
  await expect(page.getByRole('main')).toContainText(message)
  await page.context().close()
})

test('the profile form hydrates without a mismatch in both languages (country names are the same on both sides)', async ({
  browser,
}) => {
  for (const locale of ['en-US', 'de-DE']) {
    const page = await newConsultee(browser, locale)
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat/i.test(message.text())) problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    await page.goto('/consultee/dashboard/profile/personal-information')
    const country = page.getByLabel(/^(Country|Land)$/)
    await country.selectOption('AT')
    await page.waitForLoadState('networkidle')
    await expect(country).toHaveValue('AT')
    expect(problems).toEqual([])
    await page.context().close()
  }
})

test('the profile form’s save bar waits at the end of the form and stays in sight once something changed', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await signIn(page, await createConsultee(admin, 'Europe/Berlin', 'Lina'))
  await expect(page).not.toHaveURL(/\/sign-in/)
  await page.goto('/consultee/dashboard/profile/personal-information')
  const bar = page.getByRole('region', { name: 'Save or discard your changes' })
  const lastField = page.getByLabel('Gender (optional)')
  await expect(lastField).toBeVisible()
  const fieldBox = (await lastField.boundingBox())!
  const barBox = (await bar.boundingBox())!
  expect(barBox.y).toBeGreaterThanOrEqual(fieldBox.y + fieldBox.height)

  await page.getByLabel('First name').fill('Linda')
  await page.evaluate(() => window.scrollTo(0, 0))
  const changedBar = (await bar.boundingBox())!
  expect(changedBar.y + changedBar.height).toBeLessThanOrEqual(844)
  await expect(bar.getByRole('button', { name: 'Save changes' })).toBeEnabled()
  await context.close()
})
