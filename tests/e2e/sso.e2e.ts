import crypto from 'node:crypto'

import { expect, test } from '@playwright/test'

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
  expect(await page.evaluate(() => fetch('/api/auth/me').then((response) => response.status))).toBe(401)
  await context.close()
})
