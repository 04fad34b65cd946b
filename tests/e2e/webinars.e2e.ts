import crypto from 'node:crypto'

import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test'

import { signIntoAdmin } from '../helpers/e2eAccounts'
import { expectAccessible } from '../helpers/e2eAxe'
import { adminApi, createConsultee } from '../helpers/e2eBooking'
import { logInHere } from '../helpers/e2eConsultee'
import { e2eMailDir } from '../helpers/e2eMail'
import { readMails } from '../helpers/mailSink'

const EDITOR = { email: 'editor@careerbridge.dev', password: 'Editor#2026' }
const SETTINGS = '/consultee/dashboard/account-settings'
const EMAILS_TEXT = 'I would like to receive emails about upcoming webinars and events.'

let baseURL: string
let editor: APIRequestContext
let webinar: { id: number; title: string; titleDe: string; joinUrl: string; startsAt: string }

/** The seeded editor on Payload's REST API, as the admin panel calls it. */
async function editorApi(): Promise<APIRequestContext> {
  const anonymous = await request.newContext({ baseURL })
  const login = await anonymous.post('/api/users/login', { data: EDITOR, headers: { origin: baseURL } })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  await anonymous.dispose()
  return request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } })
}

test.beforeAll(async () => {
  baseURL = new URL(String(test.info().project.use.baseURL)).origin
  editor = await editorApi()
  const tag = crypto.randomUUID().slice(0, 6)
  const startsAt = new Date(Date.now() + 3 * 86_400_000)
  startsAt.setUTCHours(16, 0, 0, 0)
  const data = {
    title: `Interview practice ${tag}`,
    description: 'Answer the five questions every German interviewer asks.',
    startsAt: startsAt.toISOString(),
    durationMinutes: 45,
    capacity: 5,
    joinUrl: `https://meet.example.com/e2e-${tag}`,
    _status: 'published',
  }
  const created = await editor.post('/api/webinars?locale=en', { data })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  const titleDe = `Vorstellungsgespräch üben ${tag}`
  const translated = await editor.patch(`/api/webinars/${doc.id}?locale=de`, { data: { title: titleDe } })
  expect(translated.status()).toBe(200)
  webinar = { id: doc.id, title: data.title, titleDe, joinUrl: data.joinUrl, startsAt: data.startsAt }
})

test.afterAll(async () => {
  await editor.dispose()
})

const cardOf = (page: Page, title: string) => page.getByRole('article', { name: title })

test('an editor finds Webinars in the admin panel', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' })
  const page = await context.newPage()
  await signIntoAdmin(page, EDITOR.email, EDITOR.password)
  await expect(page.locator('nav').getByRole('link', { name: 'Webinars', exact: true })).toBeVisible()
  await page.goto('/admin/collections/webinars')
  // By its address: the list shows the title in the editor's content language, which an earlier test may
  // have switched to German.
  await expect(page.locator(`a[href="/admin/collections/webinars/${webinar.id}"]`).first()).toBeVisible()
  await context.close()
})

test('a consultee signs in from the list, registers with webinar emails, then withdraws them', async ({ browser }) => {
  const admin = await adminApi(baseURL)
  const email = await createConsultee(admin, 'Europe/Berlin', 'Wanda')
  await admin.dispose()
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'Europe/Berlin' })
  const page = await context.newPage()

  await page.goto('/webinars')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Webinars')
  const card = cardOf(page, webinar.title)
  await expect(card.getByText('5 seats left')).toBeVisible()
  await card.getByRole('link', { name: 'Sign in to register' }).click()
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fwebinars$/)
  await logInHere(page, email)
  await expect(page).toHaveURL(/\/webinars$/)

  // Times in the consultee's zone (Berlin), on a 24-hour clock.
  await expect(page.getByText('Times are shown in Europe/Berlin')).toBeVisible()
  const start = new Intl.DateTimeFormat('en', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Berlin',
  })
  await expect(card.locator('time')).toContainText(start.format(new Date(webinar.startsAt)))
  const emails = card.getByLabel(new RegExp(EMAILS_TEXT))
  await expect(emails).not.toBeChecked()
  await expect(card.getByText(/By registering for the webinar, I agree to the Terms of Use/)).toBeVisible()
  await expect(card.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy')
  await expectAccessible(page)
  await emails.check()
  await card.getByRole('button', { name: 'Register' }).click()
  await expect(card.getByText("You're registered")).toBeVisible()
  await expect(card.getByText("We've emailed you the link and a calendar file.")).toBeVisible()
  await expect(card.getByRole('link', { name: /Join the webinar/ })).toHaveAttribute('href', webinar.joinUrl)
  await expect(card.getByText('4 seats left')).toBeVisible()
  const confirmation = () => readMails(e2eMailDir(), email).find((mail) => mail.subject.startsWith("You're registered"))
  await expect.poll(() => confirmation()?.text ?? '').toContain(webinar.joinUrl)

  await page.goto(SETTINGS)
  const row = page.getByRole('listitem').filter({ hasText: EMAILS_TEXT })
  await expect(row.getByText(/^Given \(version 1\.0\)/)).toBeVisible()
  const terms = page.getByRole('listitem').filter({ hasText: 'By registering for the webinar' })
  await expect(terms.getByText(/^Given \(version 1\.3\)/)).toBeVisible()
  await expect(terms.getByRole('button')).toHaveCount(0)
  await row.getByRole('button', { name: 'Withdraw' }).click()
  await expect(row.getByText(/^Withdrawn \(version 1\.0\)/)).toBeVisible()

  // Cancelling frees the seat and offers Register again.
  await page.goto('/webinars')
  await card.getByRole('button', { name: 'Cancel registration' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel registration' }).click()
  await expect(card.getByRole('button', { name: 'Register' })).toBeVisible()
  await expect(card.getByText('5 seats left')).toBeVisible()
  await context.close()
})

test('the list in German on a phone: German words and dates, accessible, no sideways scrolling', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await page.goto('/webinars')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Webinare')
  const card = cardOf(page, webinar.titleDe)
  const day = new Intl.DateTimeFormat('de', { dateStyle: 'full', timeZone: 'Europe/London' })
  await expect(card.locator('time')).toContainText(day.format(new Date(webinar.startsAt)))
  await expect(card.getByText('45 Minuten')).toBeVisible()
  await expect(card.getByRole('link', { name: 'Anmelden, um teilzunehmen' })).toBeVisible()
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Webinare' })).toHaveAttribute(
    'href',
    '/webinars',
  )
  await expectAccessible(page)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
  await context.close()
})
