import type { BrowserContext, Page } from '@playwright/test'
import { expect } from '@playwright/test'

import { E2E_PASSWORD, uniqueEmail } from './e2eAccounts'
import { e2eMailDir } from './e2eMail'
import { latestCode } from './mailSink'

/** A consultee who has signed up and confirmed the email (profileStatus DATA_NOT_SUBMITTED), made through the API. */
export async function confirmedConsultee(context: BrowserContext, prefix = 'jobseeker'): Promise<string> {
  const email = uniqueEmail(prefix)
  const registered = await context.request.post('/api/auth/register', {
    data: {
      email,
      password: E2E_PASSWORD,
      userRole: 'USER',
      firstName: 'Amara',
      lastName: 'Okafor',
      timezone: 'Europe/Berlin',
      consents: [{ consentType: 'TERMS_PRIVACY_SIGNUP', status: 'optin', version: '1.3' }],
    },
  })
  expect(registered.status()).toBe(201)
  const code = await latestCode(e2eMailDir(), email, 0, 20_000)
  const confirmed = await context.request.post('/api/auth/confirm-signup', { data: { email, confirmationCode: code } })
  expect(confirmed.status()).toBe(200)
  return email
}

/** Fills the sign-in form already on the page (the one a redirect parameter leads to), in English or German. */
export async function logInHere(page: Page, email: string, password = E2E_PASSWORD) {
  await page.getByLabel(/^(Email|E-Mail)$/).fill(email)
  await page.getByLabel(/^(Password|Passwort)$/, { exact: true }).fill(password)
  await page
    .getByRole('main')
    .getByRole('button', { name: /^(Log in|Anmelden)$/ })
    .click()
}

/** The signed-in user's own consultee data, as GET /api/consultees/id/{id} answers it. */
export async function ownConsulteeData(page: Page) {
  return page.evaluate(async () => {
    const me = await fetch('/api/auth/me').then((response) => response.json())
    return fetch(`/api/consultees/id/${me.userId ?? me.id}`).then((response) => response.json())
  })
}
