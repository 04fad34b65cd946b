import http from 'node:http'

import { expect, test, type Browser } from '@playwright/test'

import { confirmedConsultant, E2E_PASSWORD, uniqueEmail } from '../helpers/e2eAccounts'
import { confirmedConsultee } from '../helpers/e2eConsultee'
import { e2eMailDir } from '../helpers/e2eMail'
import { latestCode } from '../helpers/mailSink'
import { siteOrigin } from '../helpers/e2eOrigin'

const SEEDED_CONSULTEE = 'lena.fischer@example.com'
const SEEDED_PASSWORD = 'Demo#2026'

/** A browser signed in through POST /api/auth/login as an account made by `make`, on the home page. */
async function signedInAs(browser: Browser, make: typeof confirmedConsultee) {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } })
  const email = await make(context)
  const login = await context.request.post('/api/auth/login', {
    headers: siteOrigin(),
    data: { email, password: E2E_PASSWORD },
  })
  expect(login.ok()).toBe(true)
  const page = await context.newPage()
  await page.goto('/')
  return { context, page, email, banner: page.getByRole('banner') }
}

test('the production session cookie is HttpOnly, SameSite=Lax and Secure, and there is no dev mailbox', async ({
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL })
  const login = await api.post('/api/auth/login', {
    headers: siteOrigin(),
    data: { email: SEEDED_CONSULTEE, password: SEEDED_PASSWORD },
  })
  expect(login.status()).toBe(200)
  const cookie = login.headers()['set-cookie'] ?? ''
  expect(cookie).toMatch(/^payload-token=/)
  expect(cookie).toMatch(/;\s*HttpOnly/i)
  expect(cookie).toMatch(/;\s*SameSite=Lax/i)
  expect(cookie).toMatch(/;\s*Secure/i)
  expect((await api.get('/dev/mailbox')).status()).toBe(404)
  await api.dispose()
})

test('a verified email without credentials held in the browser goes on to sign in', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' })
  const email = uniqueEmail('held-nothing')
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
  const page = await context.newPage()
  await page.goto(`/email-verification?email=${encodeURIComponent(email)}`)
  await page.getByLabel('Verification code').fill(code)
  await page.getByRole('button', { name: 'Verify', exact: true }).click()
  await expect(page).toHaveURL(/\/sign-in$/)
  expect(await page.evaluate(() => fetch('/api/auth/me').then((response) => response.status))).toBe(401)
  await context.close()
})

test('an applicant sees only the way back into the application', async ({ browser }) => {
  const { context, banner } = await signedInAs(browser, confirmedConsultant)
  await expect(banner.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0)
  await expect(banner.getByRole('link', { name: 'Submit Your Application' })).toHaveAttribute('href', '/on-boarding')
  await expect(banner.getByRole('link', { name: 'Refer a friend' })).toHaveCount(0)

  await banner.getByRole('button', { name: 'User menu' }).click()
  const menu = banner.getByRole('navigation', { name: 'User menu' })
  // Spec §2: the user menu shows the profile entry while the status is not ACTIVE.
  await expect(menu.getByRole('link')).toHaveText(['Submit your application', 'Profile'])
  await expect(menu.getByRole('button', { name: 'Log out' })).toBeVisible()
  await context.close()
})

test('a consultee whose profile is not active finds the dashboard sections disabled, Profile and Account settings open', async ({
  browser,
}) => {
  const { context, page, banner } = await signedInAs(browser, confirmedConsultee)
  await expect(banner.getByRole('link', { name: 'Refer a friend' })).toHaveCount(0)
  await expect(banner.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('aria-disabled', 'true')

  await banner.getByRole('button', { name: 'User menu' }).click()
  const menu = banner.getByRole('navigation', { name: 'User menu' })
  for (const name of ['Dashboard', 'Sessions', 'Inquiries', 'Payment history']) {
    await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('aria-disabled', 'true')
  }
  // Spec §2: while the status is not ACTIVE the user menu's profile entry is there, and it opens.
  const profile = menu.getByRole('link', { name: 'Profile', exact: true })
  await expect(profile).toHaveAttribute('href', '/consultee/dashboard/profile')
  await expect(profile).not.toHaveAttribute('aria-disabled', 'true')
  const settings = menu.getByRole('link', { name: 'Account settings' })
  await expect(settings).toHaveAttribute('href', '/consultee/dashboard/account-settings')
  await expect(menu.getByRole('link', { name: 'Complete Profile' })).toBeVisible()
  await settings.click()
  await expect(page).toHaveURL(/\/consultee\/dashboard\/account-settings$/)
  await context.close()
})

test('a consultant changes the password in account settings', async ({ browser }) => {
  const { context, page, email } = await signedInAs(browser, confirmedConsultant)
  await page.goto('/consultant/dashboard/account-settings')
  // The email card asks for the current password too.
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Change password' }) })
  await form.getByLabel('Current password').fill(E2E_PASSWORD)
  await form.getByLabel('New password', { exact: true }).fill('Changed#2026')
  await form.getByLabel('Confirm new password').fill('Changed#2026')
  await form.getByRole('button', { name: 'Change password' }).click()
  await expect(page.locator('.toasts').getByText('Your password was changed.')).toBeVisible()

  const old = await context.request.post('/api/auth/login', {
    headers: siteOrigin(),
    data: { email, password: E2E_PASSWORD },
  })
  expect(old.status()).toBe(401)
  const renewed = await context.request.post('/api/auth/login', {
    headers: siteOrigin(),
    data: { email, password: 'Changed#2026' },
  })
  expect(renewed.status()).toBe(200)
  await context.close()
})

/** A JSON POST to the server from the loopback address 127.0.0.2, which the suite does not exempt from limits. */
function postFrom127002(baseURL: string, path: string, body: unknown, headers: Record<string, string>) {
  const url = new URL(baseURL)
  return new Promise<{ status: number; retryAfter: string | undefined }>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: Number(url.port),
        localAddress: '127.0.0.2',
        method: 'POST',
        path,
        headers: { host: url.host, origin: url.origin, 'content-type': 'application/json', ...headers },
      },
      (response) => {
        response.resume()
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] as string }),
        )
      },
    )
    request.on('error', reject)
    request.end(JSON.stringify(body))
  })
}

test('without TRUST_PROXY a made-up X-Forwarded-For does not escape the per-address limit', async ({ baseURL }) => {
  // POST /api/auth/forgot-password allows 10 requests an hour per address (RATE_LIMITS.forgotPasswordPerIp).
  const statuses: number[] = []
  let retryAfter: string | undefined
  for (let i = 0; i <= 10; i++) {
    const answer = await postFrom127002(
      String(baseURL),
      '/api/auth/forgot-password',
      { email: uniqueEmail('nobody') },
      { 'x-forwarded-for': `198.51.100.${i + 1}`, 'x-real-ip': `203.0.113.${i + 1}` },
    )
    statuses.push(answer.status)
    retryAfter = answer.retryAfter
  }
  expect(statuses).toEqual([...Array(10).fill(200), 429])
  expect(Number(retryAfter)).toBeGreaterThan(3000)
})
