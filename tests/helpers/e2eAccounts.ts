import crypto from 'node:crypto'

import { expect, type BrowserContext, type Page } from '@playwright/test'

import { e2eMailDir } from './e2eMail'
import { latestCode } from './mailSink'

export const E2E_PASSWORD = 'Journey#2026'
export const uniqueEmail = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.com`

/** A consultant account with a confirmed email, made through the API as the sign-up page would. */
export async function confirmedConsultant(context: BrowserContext, prefix = 'applicant'): Promise<string> {
  const email = uniqueEmail(prefix)
  const registered = await context.request.post('/api/auth/register', {
    data: {
      email,
      password: E2E_PASSWORD,
      userRole: 'CONSULTANT',
      consents: [{ consentType: 'TERMS_PRIVACY_SIGNUP', status: 'optin', version: '1.3' }],
    },
  })
  expect(registered.status()).toBe(201)
  const code = await latestCode(e2eMailDir(), email, 0, 20_000)
  const confirmed = await context.request.post('/api/auth/confirm-signup', { data: { email, confirmationCode: code } })
  expect(confirmed.status()).toBe(200)
  return email
}

/** Signs in through the sign-in page. */
export async function signIn(page: Page, email: string, password = E2E_PASSWORD) {
  await page.goto('/sign-in')
  await page.getByLabel(/^(Email|E-Mail)$/).fill(email)
  await page.getByLabel(/^(Password|Passwort)$/, { exact: true }).fill(password)
  await page
    .getByRole('main')
    .getByRole('button', { name: /^(Log in|Anmelden)$/ })
    .click()
}

/** Signs in to the admin panel. */
export async function signIntoAdmin(page: Page, email: string, password: string) {
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}
