import { readFile } from 'node:fs/promises'

import { expect, test } from '@playwright/test'

import { expectAccessible } from '../helpers/e2eAxe'
import { E2E_PASSWORD, signIn, signIntoAdmin } from '../helpers/e2eAccounts'
import { adminApi, userApi } from '../helpers/e2eBooking'
import { confirmedConsultee } from '../helpers/e2eConsultee'
import { deletedEmailOf } from '@/domain/account/deletion'

const SETTINGS = '/consultee/dashboard/account-settings'

test('the data export downloads valid JSON with everything about the account', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' })
  const email = await confirmedConsultee(context, 'export')
  const page = await context.newPage()
  await signIn(page, email)
  await expect(page).not.toHaveURL(/\/sign-in/)
  await page.goto(SETTINGS)
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download my data (JSON)' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^careerbridge-data-.+\.json$/)
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    account: { email: string; firstName: string }
    consents: { consentType: string; status: string }[]
  }
  expect(data.account).toMatchObject({ email, firstName: 'Amara' })
  expect(data.consents).toEqual(
    expect.arrayContaining([expect.objectContaining({ consentType: 'TERMS_PRIVACY_SIGNUP', status: 'optin' })]),
  )
  await context.close()
})

test('deleting the account signs the user out for good', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' })
  const email = await confirmedConsultee(context, 'leaving')
  const page = await context.newPage()
  await signIn(page, email)
  await expect(page).not.toHaveURL(/\/sign-in/)
  await page.goto(SETTINGS)
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible()
  const signedIn = await context.cookies()
  expect(signedIn.some((cookie) => cookie.name === 'payload-token')).toBe(true)

  await page.getByRole('button', { name: 'Delete my account' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' })
  await expectAccessible(page, dialog)
  await dialog.getByRole('button', { name: 'Delete for good' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(
    page
      .getByRole('banner')
      .getByRole('link', { name: /^Log in$/ })
      .first(),
  ).toBeVisible()
  expect((await context.cookies()).some((cookie) => cookie.name === 'payload-token')).toBe(false)

  // The old session cookie, kept by someone, opens nothing any more.
  const stale = await browser.newContext({ locale: 'en-US' })
  await stale.addCookies(signedIn)
  const stalePage = await stale.newPage()
  await stalePage.goto(SETTINGS)
  await expect(stalePage).toHaveURL(/\/sign-in\?redirect=/)
  // Asked by the browser, which sends the Secure cookie on localhost (Playwright's API requests do not).
  expect(await stalePage.evaluate(async () => (await fetch('/api/auth/me')).status)).toBe(401)

  // Nor do the old credentials.
  await signIn(stalePage, email)
  await expect(stalePage.getByRole('main').getByRole('alert')).toBeVisible()
  await expect(stalePage).toHaveURL(/\/sign-in/)
  await stale.close()
  await context.close()
})

test('an admin deletes a user in the admin panel: the account is anonymised and its row kept', async ({ browser }) => {
  const baseURL = String(test.info().project.use.baseURL)
  const setup = await browser.newContext({ locale: 'en-US' })
  const email = await confirmedConsultee(setup, 'removed')
  await setup.close()
  const me = (await (await (await userApi(baseURL, email)).get('/api/auth/me')).json()) as { userId: number }

  const context = await browser.newContext({ locale: 'en-US' })
  const page = await context.newPage()
  await signIntoAdmin(page, 'admin@careerbridge.dev', 'Admin#2026')
  await page.goto(`/admin/collections/users/${me.userId}`)
  await page.locator('.doc-controls__dots').click()
  await page.locator('#action-delete').click()
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/users(\?.*)?$/)

  const stored = await (await adminApi(baseURL)).get(`/api/users/${me.userId}`)
  expect(stored.status()).toBe(200)
  expect(await stored.json()).toMatchObject({ email: deletedEmailOf(me.userId), firstName: null })
  const visitor = await browser.newContext({ locale: 'en-US' })
  const signInPage = await visitor.newPage()
  await signIn(signInPage, email, E2E_PASSWORD)
  await expect(signInPage.getByRole('main').getByRole('alert')).toBeVisible()
  await expect(signInPage).toHaveURL(/\/sign-in/)
  await visitor.close()
  await context.close()
})
