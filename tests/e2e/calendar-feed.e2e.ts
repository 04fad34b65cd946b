import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { expectAccessible } from '../helpers/e2eAxe'
import { E2E_PASSWORD, signIn, uniqueEmail } from '../helpers/e2eAccounts'
import { adminApi, createConsultee } from '../helpers/e2eBooking'

let admin: APIRequestContext

test.beforeAll(async () => {
  admin = await adminApi(String(test.info().project.use.baseURL))
})

test.afterAll(async () => {
  await admin.dispose()
})

const FEED_URL = /^http:\/\/localhost:\d+\/api\/calendar-feed\/\d+\/[A-Za-z0-9_-]{43}\.ics$/

/** The feed's answer to anyone who has the address: no cookie, as a calendar app fetches it. */
async function feedStatus(page: Page, url: string) {
  const answer = await page.context().request.get(url, { headers: { cookie: '' } })
  return { status: answer.status(), type: answer.headers()['content-type'], text: await answer.text() }
}

test('a consultee copies the calendar address, and a new one makes the old one answer 404', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US', permissions: ['clipboard-read', 'clipboard-write'] })
  const page = await context.newPage()
  await signIn(page, await createConsultee(admin, 'Europe/Berlin', 'Clara'))
  await expect(page).not.toHaveURL(/\/sign-in/)
  await page.goto('/consultee/dashboard/account-settings')
  await expect(page.getByRole('heading', { name: 'Calendar subscription' })).toBeVisible()

  const address = page.getByLabel('Your private calendar address')
  const old = await address.inputValue()
  expect(old).toMatch(FEED_URL)
  await page.getByRole('button', { name: 'Copy address' }).click()
  await expect(page.getByRole('status')).toContainText('Address copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(old)
  expect(await feedStatus(page, old)).toMatchObject({ status: 200, type: 'text/calendar; charset=utf-8' })

  // By keyboard: Escape leaves the address as it was.
  await page.getByRole('button', { name: 'Create a new address' }).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Create a new calendar address?' })
  await expect(dialog).toContainText('The current address stops working at once.')
  await expectAccessible(page, dialog)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(address).toHaveValue(old)

  await page.getByRole('button', { name: 'Create a new address' }).click()
  await dialog.getByRole('button', { name: 'Create new address' }).click()
  await expect(dialog).toBeHidden()
  await expect(address).not.toHaveValue(old)
  const fresh = await address.inputValue()
  expect(fresh).toMatch(FEED_URL)
  expect((await feedStatus(page, old)).status).toBe(404)
  expect((await feedStatus(page, fresh)).status).toBe(200)
  // A reload shows the new address, not the old one.
  await page.reload()
  await expect(address).toHaveValue(fresh)
  await context.close()
})

test('a German consultant finds the address in German, and the calendar is named in German', async ({ browser }) => {
  const email = uniqueEmail('feed-consultant')
  const created = await admin.post('/api/users', {
    data: {
      email,
      password: E2E_PASSWORD,
      role: 'CONSULTANT',
      profileStatus: 'ACTIVE',
      firstName: 'Jonas',
      lastName: 'Kalender',
      locale: 'de',
    },
  })
  expect(created.status()).toBe(201)
  const context = await browser.newContext({ locale: 'de-DE', permissions: ['clipboard-read', 'clipboard-write'] })
  const page = await context.newPage()
  await signIn(page, email)
  await expect(page).not.toHaveURL(/\/sign-in/)
  await page.goto('/consultant/dashboard/account-settings')
  await expect(page.getByRole('heading', { name: 'Kalender-Abo' })).toBeVisible()
  await page.getByRole('button', { name: 'Adresse kopieren' }).click()
  await expect(page.getByRole('status')).toContainText('Adresse kopiert')
  const url = await page.evaluate(() => navigator.clipboard.readText())
  expect(url).toMatch(FEED_URL)
  await expect(page.getByLabel('Deine private Kalenderadresse')).toHaveValue(url)
  const feed = await feedStatus(page, url)
  expect(feed.status).toBe(200)
  expect(feed.text).toContain('X-WR-CALNAME:CareerBridge-Sitzungen')
  await page.getByRole('button', { name: 'Neue Adresse erstellen' }).click()
  await expect(page.getByRole('dialog', { name: 'Neue Kalenderadresse erstellen?' })).toBeVisible()
  await context.close()
})
