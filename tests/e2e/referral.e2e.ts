import { expect, test, type Browser, type BrowserContextOptions } from '@playwright/test'

import { E2E_PASSWORD, uniqueEmail } from '../helpers/e2eAccounts'
import { expectAccessible } from '../helpers/e2eAxe'
import { adminApi } from '../helpers/e2eBooking'
import { sharedSessionContext } from '../helpers/e2eSignedIn'

const LENA = { email: 'lena.fischer@example.com', password: 'Demo#2026' }

/** A context signed in as Lena Fischer, and her id and referral code as her sign-in answers them. */
async function signedInAsLena(browser: Browser, options: BrowserContextOptions) {
  const { context, user } = await sharedSessionContext(browser, LENA, options)
  return { context, referrer: user }
}

test('a referral link lands on a page that names who invited, says what both get, and signs the visitor up', async ({
  browser,
  baseURL,
}) => {
  const { context, referrer } = await signedInAsLena(browser, { locale: 'en-US' })
  await context.clearCookies()

  const page = await context.newPage()
  await page.goto(`/referral/${referrer.refCode}`)
  await expect(page).toHaveURL(new RegExp(`/referral/${referrer.refCode}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lena F. invited you to CareerBridge')
  await expect(page.getByText(/you and the person who invited you each get €10\.00/)).toBeVisible()
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'refCode')
  expect(cookie?.value).toBe(referrer.refCode)
  expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600)
  await expectAccessible(page)

  const email = uniqueEmail('referred')
  await page.getByLabel('First name').fill('Ida')
  await page.getByLabel('Last name').fill('Roth')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel(/^Password$/).fill(E2E_PASSWORD)
  await page.getByLabel('Confirm password').fill(E2E_PASSWORD)
  await page.getByLabel(/I agree to the Terms of Use/).check()
  await page.getByLabel(/A friend invited me/).check()
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText(`We sent a code to ${email}.`)).toBeVisible()

  const admin = await adminApi(String(baseURL))
  const found = await admin.get(`/api/users?where[email][equals]=${encodeURIComponent(email)}&depth=0`)
  const [user] = ((await found.json()) as { docs: { referredBy: number | null }[] }).docs
  expect(user?.referredBy).toBe(referrer.userId)
  await admin.dispose()
  await context.close()
})

test('a code nobody owns still welcomes in German, without a name; a signed-in visitor is sent on', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'de-DE' })
  const page = await context.newPage()
  await page.goto('/referral/zzzzzzzz')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Du wurdest zu CareerBridge eingeladen')
  await expect(page.getByRole('button', { name: 'Konto erstellen' })).toBeVisible()

  const lena = await signedInAsLena(browser, { locale: 'de-DE' })
  const lenasPage = await lena.context.newPage()
  await lenasPage.goto(`/referral/${lena.referrer.refCode}`)
  await expect(lenasPage).not.toHaveURL(/\/referral\//)
  await Promise.all([context.close(), lena.context.close()])
})

test('Refer a friend shows the own link, copies it, and is a page of the site (one main landmark)', async ({
  browser,
  baseURL,
}) => {
  const { context, referrer } = await signedInAsLena(browser, {
    locale: 'en-US',
    viewport: { width: 390, height: 844 },
  })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  const page = await context.newPage()
  await page.goto('/referral')
  await expect(page.getByRole('main')).toHaveCount(1)
  const field = page.getByLabel('Your referral link')
  await expect(field).toHaveValue(new RegExp(`/referral/${referrer.refCode}$`))
  await page.getByRole('button', { name: 'Copy link' }).click()
  await expect(page.getByText('Link copied')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await field.inputValue())
  const [fieldBox, viewport] = [(await field.boundingBox())!, page.viewportSize()!]
  expect(fieldBox.x + fieldBox.width).toBeLessThanOrEqual(viewport.width)
  await expectAccessible(page)
  await context.close()
})
