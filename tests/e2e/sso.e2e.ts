import crypto from 'node:crypto'

import { expect, test, type Browser } from '@playwright/test'
import { siteOrigin } from '../helpers/e2eOrigin'

const PROVIDER = `http://127.0.0.1:${process.env.E2E_OIDC_PORT ?? 3126}`

async function providerSignsInAs(account: Record<string, unknown>) {
  const response = await fetch(`${PROVIDER}/test/sign-in-as`, { method: 'POST', body: JSON.stringify(account) })
  expect(response.ok).toBe(true)
}

test('a new consultee signs in with Google, completes the profile and is logged in', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'Europe/Berlin' })
  const page = await context.newPage()
  const email = `google-${crypto.randomUUID().slice(0, 8)}@example.com`
  await providerSignsInAs({
    sub: crypto.randomUUID(),
    email,
    email_verified: true,
    given_name: 'Mara',
    family_name: 'Vogel',
  })

  await page.goto('/consultee-register')
  await page.getByRole('link', { name: 'Continue with Google' }).click()
  await expect(page).toHaveURL(/\/sso\/complete-profile/)
  await expect(page.getByLabel('First name')).toHaveValue('Mara')
  await page.getByLabel(/I agree to the Terms of Use/).check()
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page).toHaveURL(/\/consultee\/dashboard\/profile\/personal-information$/)
  const me = await page.evaluate(() => fetch('/api/auth/me').then((response) => response.json()))
  expect(me).toMatchObject({ email, userRole: 'USER', firstName: 'Mara', profileStatus: 'DATA_NOT_SUBMITTED' })
  await context.close()
})

type UserRow = { id: number; email: string; refCode?: string | null; referredBy?: number | null }

/** The seeded admin's records (REST API) of the users with these emails. */
async function usersByEmail(browser: Browser, emails: string[]): Promise<UserRow[]> {
  const staff = await browser.newContext()
  const page = await staff.newPage()
  await page.goto('/')
  const rows = await page.evaluate(async (wanted) => {
    await fetch('/api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@careerbridge.dev', password: 'Admin#2026' }),
    })
    const query = new URLSearchParams({ 'where[email][in]': wanted.join(','), depth: '0' })
    return ((await (await fetch(`/api/users?${query}`)).json()) as { docs: UserRow[] }).docs
  }, emails)
  await staff.close()
  return rows
}

test('a friend invited by a referral link signs up with Google and the referral is recorded', async ({ browser }) => {
  const [inviter] = await usersByEmail(browser, ['lena.fischer@example.com'])
  expect(inviter?.refCode).toBeTruthy()

  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'Europe/Berlin' })
  const page = await context.newPage()
  const email = `invited-google-${crypto.randomUUID().slice(0, 8)}@example.com`
  await providerSignsInAs({
    sub: crypto.randomUUID(),
    email,
    email_verified: true,
    given_name: 'Ida',
    family_name: 'Roth',
  })
  await page.goto(`/referral/${inviter!.refCode}`)
  await page.goto('/consultee-register')
  await page.getByRole('link', { name: 'Continue with Google' }).click()
  await expect(page).toHaveURL(/\/sso\/complete-profile/)
  await page.getByLabel(/I agree to the Terms of Use/).check()
  await page.getByLabel(/^A friend invited me: record the referral/).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/consultee\/dashboard\/profile\/personal-information$/)
  await context.close()

  const [invited] = await usersByEmail(browser, [email])
  expect(invited).toMatchObject({ email, referredBy: inviter!.id })
})

test('ein Berater behält die gewählte Rolle über die Google-Anmeldung hinweg', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' })
  const page = await context.newPage()
  const email = `berater-google-${crypto.randomUUID().slice(0, 8)}@example.com`
  await providerSignsInAs({ sub: crypto.randomUUID(), email, email_verified: true })

  await page.goto('/become-mentor')
  await page.getByRole('link', { name: 'Weiter mit Google' }).click()
  await expect(page.getByRole('heading', { name: 'Profil vervollständigen' })).toBeVisible()
  await expect(page.getByLabel('Vorname')).toHaveCount(0)
  await page.getByLabel(/Ich stimme den Nutzungsbedingungen zu/).check()
  await page.getByRole('button', { name: 'Weiter' }).click()
  await expect(page).toHaveURL(/\/on-boarding$/)
  const me = await page.evaluate(() => fetch('/api/auth/me').then((response) => response.json()))
  expect(me).toMatchObject({ userRole: 'CONSULTANT' })
  await context.close()
})

test('an unverified Google email is not linked to an existing account', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' })
  const page = await context.newPage()
  await providerSignsInAs({ sub: crypto.randomUUID(), email: 'lena.fischer@example.com', email_verified: false })
  await page.goto('/sign-in')
  await page.getByRole('link', { name: 'Continue with Google' }).click()
  await expect(page).toHaveURL(/\/sign-in\?error=sso_unverified_email/)
  await expect(page.getByRole('alert').first()).toContainText('Google has not verified this email address')
  await expect(page.locator('.toasts').getByText('Something went wrong')).toBeVisible()
  expect(await page.evaluate(() => fetch('/api/auth/me').then((response) => response.status))).toBe(401)
  await context.close()
})

test('a failed Google sign-in toasts Something went wrong on the sign-in page', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' })
  const page = await context.newPage()
  await page.goto('/api/auth/sso/google/callback?code=forged&state=forged')
  await expect(page).toHaveURL(/\/sign-in\?error=sso$/)
  await expect(page.locator('.toasts').getByText('Something went wrong')).toBeVisible()
  expect(await page.evaluate(() => fetch('/api/auth/me').then((response) => response.status))).toBe(401)
  await context.close()
})

test('Google sign-in while signed in as someone else signs out and asks to try again', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' })
  const login = await context.request.post('/api/auth/login', {
    headers: siteOrigin(),
    data: { email: 'lena.fischer@example.com', password: 'Demo#2026' },
  })
  expect(login.ok()).toBe(true)
  await providerSignsInAs({
    sub: crypto.randomUUID(),
    email: `other-${crypto.randomUUID().slice(0, 8)}@example.com`,
    email_verified: true,
  })
  const page = await context.newPage()
  await page.goto('/api/auth/sso/google?role=USER')
  await expect(page).toHaveURL(/\/sign-in\?error=sso_already_authenticated$/)
  await expect(page.locator('.auth-form__failure')).toHaveText(
    'You were signed in with another account, so we signed you out. Please try again.',
  )
  expect(await page.evaluate(() => fetch('/api/auth/me').then((response) => response.status))).toBe(401)
  await context.close()
})
