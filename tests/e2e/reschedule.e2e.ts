import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'

import { signIn } from '../helpers/e2eAccounts'
import {
  adminApi,
  createBookableConsultant,
  createConsultee,
  dayNextWeek,
  slotName,
  userApi,
  type E2eConsultant,
} from '../helpers/e2eBooking'
import { logInHere } from '../helpers/e2eConsultee'
import { e2eMailDir } from '../helpers/e2eMail'
import { readMails } from '../helpers/mailSink'
import { instantsOfWallTime } from '@/domain/scheduling'

const ZONE = 'Europe/Berlin'
const MORNING = ['09:00', '09:30', '10:00', '10:30']
const FREE_TRIAL = { pricing30Min: 5950, pricing60Min: 11900, pricingTrial: 0 }
const FREE_BOOKING_CONSENTS = [
  { consentType: 'BOOKING_TERMS', status: 'optin', version: '1.0' },
  { consentType: 'WITHDRAWAL_PERIOD_WAIVER', status: 'optin', version: '1.0' },
]

let admin: APIRequestContext
let baseURL: string

test.beforeAll(async () => {
  baseURL = String(test.info().project.use.baseURL)
  admin = await adminApi(baseURL)
})

test.afterAll(async () => {
  await admin.dispose()
})

const at = (day: string, time: string) => instantsOfWallTime(day, time, ZONE)[0]!.toISOString()

/** A free trial session next Tuesday at 09:00 in Berlin, booked by the consultee and confirmed by the consultant. */
async function confirmedTrial(consultant: E2eConsultant, consulteeEmail: string): Promise<number> {
  const consultee = await userApi(baseURL, consulteeEmail)
  const userId = ((await (await consultee.get('/api/auth/me')).json()) as { userId: number }).userId
  const created = await consultee.post('/api/consultations/create', {
    data: {
      consultantId: consultant.userId,
      sessionType: 'TRIAL',
      selectedSlot: at(dayNextWeek(1, ZONE), '09:00'),
      billingCountry: 'DE',
      consents: FREE_BOOKING_CONSENTS,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { consultationId } = (await created.json()) as { consultationId: number }
  const booked = await consultee.post('/api/consultations/payment/book-free-consultation', {
    data: { consultationId, userId, consents: FREE_BOOKING_CONSENTS },
  })
  expect(booked.status(), await booked.text()).toBe(200)
  await consultee.dispose()
  const asConsultant = await userApi(baseURL, consultant.email)
  const confirmed = await asConsultant.post('/api/consultations/consultant/confirm', {
    data: { consultationId, consultantId: consultant.userId },
  })
  expect(confirmed.status(), await confirmed.text()).toBe(200)
  await asConsultant.dispose()
  return consultationId
}

async function signedIn(browser: Browser, email: string, locale: string): Promise<Page> {
  const page = await (await browser.newContext({ locale, viewport: { width: 1280, height: 900 } })).newPage()
  await signIn(page, email)
  await expect(page).not.toHaveURL(/\/sign-in/)
  return page
}

const rowOf = (page: Page, name: string) => page.getByRole('main').getByRole('listitem').filter({ hasText: name })
const toast = (page: Page, text: string) => page.locator('.toasts').getByText(text)

/** Picks next Wednesday at 10:00 in the open reschedule dialog and proposes it. */
async function proposeWednesday(page: Page, locale: 'en' | 'de') {
  const en = locale === 'en'
  const dialog = page.getByRole('dialog', { name: en ? 'Propose a new time' : 'Neue Zeit vorschlagen' })
  await expect(dialog.getByText(en ? 'Times in Europe/Berlin' : 'Zeiten in Europe/Berlin')).toBeVisible()
  await dialog.getByRole('button', { name: en ? /Next week/ : /Nächste Woche/ }).click()
  await dialog.getByRole('button', { name: slotName(dayNextWeek(2, ZONE), '10:00', locale), exact: true }).click()
  await expect(dialog.getByText(en ? /^New time: .*10:00$/ : /^Neue Zeit: .*10:00$/)).toBeVisible()
  await dialog.getByRole('button', { name: en ? 'Propose this time' : 'Diese Zeit vorschlagen' }).click()
  await expect(dialog).toBeHidden()
}

test('a consultee proposes a new time, the consultant accepts it from the email link, and both lists move', async ({
  browser,
}) => {
  const consultant = await createBookableConsultant(admin, baseURL, {
    timezone: ZONE,
    hours: MORNING,
    pricing: FREE_TRIAL,
  })
  const consulteeEmail = await createConsultee(admin, ZONE, 'Nora')
  const id = await confirmedTrial(consultant, consulteeEmail)
  const moved = at(dayNextWeek(2, ZONE), '10:00')

  const consultee = await signedIn(browser, consulteeEmail, 'en-US')
  await consultee.goto('/consultee/dashboard/sessions')
  const mine = rowOf(consultee, consultant.name)
  await mine.getByRole('button', { name: 'Reschedule' }).click()
  await proposeWednesday(consultee, 'en')
  await expect(
    toast(consultee, 'New time proposed. The session keeps its current time until it is accepted.'),
  ).toBeVisible()
  await expect(mine).toContainText('New time proposed:')
  await expect(mine).toContainText(`Waiting for ${consultant.name} to answer.`)
  await expect(mine.getByRole('button', { name: 'Withdraw new time' })).toBeVisible()
  await expect(mine.getByRole('button', { name: 'Reschedule' })).toHaveCount(0)

  // The proposal's email links to the answer; a consultant who is signed out signs in and lands on it.
  expect((await admin.get('/api/payload-jobs/run')).status()).toBe(200)
  let link = ''
  await expect
    .poll(() => {
      const mail = readMails(e2eMailDir(), consultant.email).find((each) =>
        each.subject.includes('proposes a new time'),
      )
      link = /https?:\/\/\S+\?reschedule=\d+/.exec(mail?.text ?? '')?.[0] ?? ''
      return link
    })
    .toContain(`/consultant/dashboard/sessions?reschedule=${id}`)
  const theirs = await (await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } })).newPage()
  await theirs.goto(link)
  await expect(theirs).toHaveURL(/\/sign-in\?redirect=/)
  await logInHere(theirs, consultant.email)
  const answer = theirs.getByRole('dialog', { name: 'New time proposed' })
  await expect(answer).toContainText('Nora Booker proposes moving your session from')
  await answer.getByRole('button', { name: 'Accept', exact: true }).click()
  await expect(toast(theirs, 'The session has moved to the new time.')).toBeVisible()
  await expect(theirs).toHaveURL(/\/consultant\/dashboard\/sessions$/)
  const row = rowOf(theirs, 'Nora Booker')
  await expect(row.locator('time').first()).toHaveAttribute('datetime', moved)
  await expect(row).not.toContainText('New time proposed')

  await consultee.reload()
  await expect(mine.locator('time').first()).toHaveAttribute('datetime', moved)
  await expect(mine).toContainText('10:00–10:30')
  await expect(mine).not.toContainText('New time proposed')
  await consultee.context().close()
  await theirs.context().close()
})

test('ein Berater schlägt eine neue Zeit vor, die Person lehnt ab, und der Termin bleibt', async ({ browser }) => {
  const consultant = await createBookableConsultant(admin, baseURL, {
    timezone: ZONE,
    hours: MORNING,
    pricing: FREE_TRIAL,
  })
  const consulteeEmail = await createConsultee(admin, ZONE, 'Lea')
  await confirmedTrial(consultant, consulteeEmail)
  const kept = at(dayNextWeek(1, ZONE), '09:00')

  const theirs = await signedIn(browser, consultant.email, 'de-DE')
  await theirs.goto('/consultant/dashboard/sessions')
  const row = rowOf(theirs, 'Lea Booker')
  await row.getByRole('button', { name: 'Verschieben' }).click()
  await proposeWednesday(theirs, 'de')
  await expect(
    toast(theirs, 'Neue Zeit vorgeschlagen. Bis zur Annahme bleibt der Termin zur bisherigen Zeit.'),
  ).toBeVisible()
  await expect(row).toContainText('Wartet auf die Antwort von Lea Booker.')

  const consultee = await signedIn(browser, consulteeEmail, 'de-DE')
  await consultee.goto('/consultee/dashboard/sessions')
  const mine = rowOf(consultee, consultant.name)
  await expect(mine).toContainText('Neue Zeit vorgeschlagen:')
  await expect(mine).toContainText(`Vorgeschlagen von ${consultant.name}.`)
  await mine.getByRole('button', { name: 'Neue Zeit ablehnen' }).click()
  const answer = consultee.getByRole('dialog', { name: 'Neue Zeit vorgeschlagen' })
  await expect(answer).toContainText(`${consultant.name} möchte euren Termin von`)
  await answer.getByRole('button', { name: 'Ablehnen' }).click()
  await expect(
    toast(consultee, 'Du hast die neue Zeit abgelehnt. Der Termin bleibt zur bisherigen Zeit.'),
  ).toBeVisible()
  await expect(mine).not.toContainText('Neue Zeit vorgeschlagen')
  await expect(mine.locator('time').first()).toHaveAttribute('datetime', kept)
  await expect(mine.getByRole('button', { name: 'Verschieben' })).toBeVisible()

  await theirs.reload()
  await expect(row).not.toContainText('Neue Zeit vorgeschlagen')
  await expect(row.locator('time').first()).toHaveAttribute('datetime', kept)
  await consultee.context().close()
  await theirs.context().close()
})
