import { expect, test, type Page } from '@playwright/test'

import { signIn, uniqueEmail } from '../helpers/e2eAccounts'
import { confirmedConsultee } from '../helpers/e2eConsultee'
import { e2eMailDir } from '../helpers/e2eMail'
import { latestCode, readMails } from '../helpers/mailSink'

const SETTINGS = '/consultee/dashboard/account-settings'
const PASSWORD = 'Journey#2026'

/** Asked from the page, as the site asks: a request without the browser's Origin/Sec-Fetch-Site sends no session. */
const meStatus = (page: Page) => page.evaluate(() => fetch('/api/auth/me').then((response) => response.status))

/** The "Change email" card of the settings page (the page has a second "Current password" field). */
const emailCard = (page: Page, title: RegExp) =>
  page.locator('.account-page__card').filter({ has: page.getByRole('heading', { name: title }) })

test('a consultee changes the email address with the code mailed to the new one', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' })
  const email = await confirmedConsultee(context, 'mover')
  const elsewhere = await browser.newContext({ locale: 'en-US' })
  const otherPage = await elsewhere.newPage()
  await signIn(otherPage, email)
  await expect(otherPage).not.toHaveURL(/\/sign-in/)
  expect(await meStatus(otherPage)).toBe(200)
  const page = await context.newPage()
  await signIn(page, email)
  await expect(page).not.toHaveURL(/\/sign-in/)
  await page.goto(SETTINGS)

  const card = emailCard(page, /^Change email$/)
  await expect(card.getByTestId('current-email')).toHaveText(email)
  const newEmail = uniqueEmail('moved')
  await card.getByLabel('New email address').fill(newEmail)
  await card.getByLabel('Current password', { exact: true }).fill(PASSWORD)
  await card.getByRole('button', { name: 'Send code' }).click()
  await expect(card.getByText(`We sent a 6-digit code to ${newEmail}.`)).toBeVisible()
  await expect(card.getByRole('button', { name: /^Send a new code in \d+ s$/ })).toBeDisabled()

  // Typed and sent from the keyboard alone.
  const code = await latestCode(e2eMailDir(), newEmail, 0, 20_000)
  await card.getByLabel('Code from the email').focus()
  await page.keyboard.type(code)
  await page.keyboard.press('Enter')
  await expect(card.getByTestId('current-email')).toHaveText(newEmail)
  await expect(page.getByText(`Signed in as ${newEmail}`)).toBeVisible()

  // This session stays, the other one has ended.
  expect(await meStatus(page)).toBe(200)
  expect(await meStatus(otherPage)).toBe(401)
  await expect.poll(() => readMails(e2eMailDir(), email).some((mail) => mail.text.includes(newEmail))).toBe(true)
  await elsewhere.close()
  await context.close()
})

test('German, at phone width: a wrong code is explained and nothing changes', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 360, height: 780 } })
  const email = await confirmedConsultee(context, 'umzug')
  const page = await context.newPage()
  await signIn(page, email)
  await expect(page).not.toHaveURL(/\/sign-in/)
  await page.goto(SETTINGS)

  const card = emailCard(page, /^E-Mail-Adresse ändern$/)
  const newEmail = uniqueEmail('neu')
  await card.getByLabel('Neue E-Mail-Adresse').fill(newEmail)
  await card.getByLabel('Aktuelles Passwort', { exact: true }).fill('Falsch#2026')
  await card.getByRole('button', { name: 'Code senden' }).click()
  await expect(card.getByText('Dein aktuelles Passwort ist nicht korrekt.').first()).toBeVisible()

  await card.getByLabel('Aktuelles Passwort', { exact: true }).fill(PASSWORD)
  await card.getByRole('button', { name: 'Code senden' }).click()
  const code = await latestCode(e2eMailDir(), newEmail, 0, 20_000)
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
  await card.getByLabel('Code aus der E-Mail').fill(wrong)
  await card.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click()
  await expect(card.getByText(/Dieser Code ist nicht korrekt\. Noch 4 Versuche\./).first()).toBeVisible()
  await expect(card.getByTestId('current-email')).toHaveText(email)

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await context.close()
})
