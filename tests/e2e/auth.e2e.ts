import crypto from 'node:crypto'

import { expect, type Page, test } from '@playwright/test'

import { expectAccessible } from '../helpers/e2eAxe'
import { e2eMailDir } from '../helpers/e2eMail'
import { latestCode, readMails } from '../helpers/mailSink'

const PASSWORD = 'Journey#2026'
const uniqueEmail = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.com`
const codeFor = (email: string, after = 0) => latestCode(e2eMailDir(), email, after, 20_000)

async function fillPasswords(page: Page, password: string, confirmLabel: string | RegExp) {
  await page.getByLabel(/^(Password|Passwort)$/).fill(password)
  await page.getByLabel(confirmLabel).fill(password)
}

test('a consultee signs up, verifies the emailed code and lands on profile settings', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'Asia/Kolkata' })
  const page = await context.newPage()
  const email = uniqueEmail('consultee')
  await page.goto('/consultee-register')
  await page.getByLabel('First name').fill('Priya')
  await page.getByLabel('Last name').fill('Sharma')
  await page.getByLabel('Email').fill(email)
  await fillPasswords(page, PASSWORD, 'Confirm password')
  await page.getByLabel(/I agree to the Terms of Use/).check()
  await page.getByRole('button', { name: 'Create account' }).click()

  await expect(page.getByText(`We sent a code to ${email}.`)).toBeVisible()
  const code = await codeFor(email)
  // Paste support: surrounding spaces and dashes are stripped to the six digits.
  await page.getByLabel('Verification code').fill(` ${code.slice(0, 3)}-${code.slice(3)} `)
  await expect(page.getByLabel('Verification code')).toHaveValue(code)
  await page.getByRole('button', { name: 'Verify', exact: true }).click()

  await expect(page).toHaveURL(/\/consultee\/dashboard\/profile\/personal-information$/)
  const me = await page.evaluate(() => fetch('/api/auth/me').then((response) => response.json()))
  // Chromium reports India's zone by its older IANA alias.
  expect(me).toMatchObject({
    email,
    profileStatus: 'DATA_NOT_SUBMITTED',
    timezone: expect.stringMatching(/^Asia\/(Kolkata|Calcutta)$/),
  })
  await context.close()
})

test('ein Berater registriert sich auf Deutsch und landet beim Onboarding', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' })
  const page = await context.newPage()
  const email = uniqueEmail('berater')
  await page.goto('/consultant-register')
  await expect(page.getByRole('heading', { name: 'Als Berater mitmachen' })).toBeVisible()
  await expect(page.getByLabel('Vorname')).toHaveCount(0)
  await page.getByLabel('E-Mail').fill(email)
  await fillPasswords(page, PASSWORD, 'Passwort bestätigen')
  await page.getByRole('button', { name: 'Konto erstellen' }).click()
  await expect(page.getByText('Du musst den Nutzungsbedingungen zustimmen')).toBeVisible()
  await page.getByLabel(/Ich stimme den Nutzungsbedingungen zu/).check()
  await page.getByRole('button', { name: 'Konto erstellen' }).click()

  const code = await codeFor(email)
  expect(readMails(e2eMailDir(), email)[0]?.subject).toBe('Dein CareerBridge-Bestätigungscode')
  await page.getByLabel('Bestätigungscode').fill(code)
  await page.getByRole('button', { name: 'Bestätigen', exact: true }).click()
  await expect(page).toHaveURL(/\/on-boarding$/)
  await expect(page.getByRole('heading', { name: 'Deine Bewerbung als Berater' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Bewerbung starten' })).toHaveAttribute(
    'href',
    '/consultant-application/personal-information',
  )
  await context.close()
})

test('login with an unverified email asks for the code, then logs in', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' })
  const email = uniqueEmail('unverified')
  const registered = await context.request.post('/api/auth/register', {
    data: {
      email,
      password: PASSWORD,
      userRole: 'USER',
      firstName: 'Noah',
      lastName: 'Klein',
      timezone: 'Europe/Berlin',
      consents: [{ consentType: 'TERMS_PRIVACY_SIGNUP', status: 'optin', version: '1.3' }],
    },
  })
  expect(registered.status()).toBe(201)
  await codeFor(email)

  const page = await context.newPage()
  await page.goto('/sign-in')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page).toHaveURL(/\/email-verification\?email=/)

  // A fresh code: the first resend is allowed at once, then the button counts down.
  await page.getByRole('button', { name: 'Resend code' }).click()
  await expect(page.getByRole('button', { name: /Resend code in 1[12]\d s/ })).toBeDisabled()
  const code = await codeFor(email, 1)
  await page.getByLabel('Verification code').fill(code)
  await page.getByRole('button', { name: 'Verify', exact: true }).click()
  await expect(page).toHaveURL(/\/consultee\/dashboard\/profile\/personal-information$/)
  await context.close()
})

test('forgot password end to end', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' })
  const page = await context.newPage()
  const email = 'maria.garcia@example.com'
  await page.goto('/sign-in')
  await page.getByRole('button', { name: 'Forgot password?' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reset your password' })
  await expectAccessible(page, dialog)
  await dialog.getByLabel('Email').fill('wrong-address@example.com')
  await dialog.getByRole('button', { name: 'Send code' }).click()
  // The toast is in the open dialog, above its backdrop and announced, not on the page the dialog makes inert.
  const toast = dialog.getByRole('status').locator('.toast')
  await expect(toast).toBeVisible()
  const onTop = await toast.evaluate((element) => {
    const box = element.getBoundingClientRect()
    return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2))
  })
  expect(onTop).toBe(true)
  await dialog.getByRole('button', { name: 'Change email' }).click()
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByRole('button', { name: 'Send code' }).click()

  const code = await codeFor(email)
  await dialog.getByLabel('Code', { exact: true }).fill(code)
  await dialog.getByLabel('New password', { exact: true }).fill('Renewed#2026')
  await dialog.getByLabel('Confirm new password').fill('Renewed#2026')
  await dialog.getByRole('button', { name: 'Reset password' }).click()
  await expect(page.getByText('Password reset successfully')).toBeVisible()
  await expect(dialog).toBeHidden()

  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('Renewed#2026')
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
  await context.close()
})

test('a wrong password shows the server message and no session', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' })
  const page = await context.newPage()
  await page.goto('/login')
  await page.getByLabel('E-Mail').fill('lena.fischer@example.com')
  await page.getByLabel('Passwort', { exact: true }).fill('Falsch#2026')
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click()
  await expect(page.locator('.auth-form__failure')).toHaveText('E-Mail-Adresse oder Passwort ist nicht korrekt.')
  expect(await page.evaluate(() => fetch('/api/auth/me').then((response) => response.status))).toBe(401)
  await context.close()
})

test('the header opens the login in a dialog that closes after a successful login', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' })
  const page = await context.newPage()
  await page.goto('/')
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click()
  const dialog = page.getByRole('dialog', { name: 'Log in' })
  await expect(dialog).toBeVisible()
  await expectAccessible(page, dialog)
  await expect(page).toHaveURL(/\/$/)
  await dialog.getByLabel('Email').fill('jonas.weber@example.com')
  await dialog.getByLabel('Password', { exact: true }).fill('Demo#2026')
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page).toHaveURL(/\/consultant\/dashboard\/sessions$/)
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'User menu' }).first()).toBeVisible()
  await context.close()
})

test('the application start page is only for consultants and asks visitors to log in', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' })
  const page = await context.newPage()
  await page.goto('/on-boarding')
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fon-boarding$/)
  await page.getByLabel('Email').fill('lena.fischer@example.com')
  await page.getByLabel('Password', { exact: true }).fill('Demo#2026')
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  // An explicit redirect wins, but /on-boarding sends a consultee on to where consultees belong.
  await expect(page).toHaveURL(/\/$/)
  await context.close()
})
