import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'

import { expectAccessible } from '../helpers/e2eAxe'
import { signIn } from '../helpers/e2eAccounts'
import {
  adminApi,
  createBookableConsultant,
  createConsultee,
  dayNextWeek,
  slotName,
  type E2eConsultant,
} from '../helpers/e2eBooking'
import { instantsOfWallTime, localDateOf, localTimeOf } from '@/domain/scheduling'

const MORNING_IN_BERLIN = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']
const PRICES = { pricing30Min: 5950, pricing60Min: 11900, pricingTrial: 0 }

let admin: APIRequestContext
let baseURL: string

test.beforeAll(async () => {
  baseURL = String(test.info().project.use.baseURL)
  admin = await adminApi(baseURL)
})

test.afterAll(async () => {
  await admin.dispose()
})

async function signedIn(browser: Browser, email: string, locale: string, landing: RegExp): Promise<Page> {
  const page = await (await browser.newContext({ locale, viewport: { width: 1280, height: 900 } })).newPage()
  await signIn(page, email)
  await expect(page).toHaveURL(landing)
  return page
}

/** The consultee books the slot in the booking calendar and pays with the test card; answers the consultation id. */
async function bookPaidSession(page: Page, consultant: E2eConsultant, day: string, time: string): Promise<number> {
  await page.goto(`/consultant/${consultant.shortId}/book-session`)
  await page.getByRole('button', { name: /Next week/ }).click()
  await page.getByRole('button', { name: slotName(day, time, 'en'), exact: true }).click()
  await page.getByRole('checkbox', { name: 'CV review' }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('checkbox', { name: /withdrawal period/ }).check()
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiry date (MM/YY)').fill('12/34')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: 'Pay €59.50' }).click()
  await expect(page).toHaveURL(/\/booking-success\/\d+$/)
  return Number(/\/booking-success\/(\d+)$/.exec(page.url())![1])
}

const rowOf = (page: Page, name: string) => page.getByRole('main').getByRole('listitem').filter({ hasText: name })
const toast = (page: Page, text: string) => page.locator('.toasts').getByText(text)

test.describe('session dashboards', () => {
  test('the consultant accepts, the consultee completes and reviews, and the rating reaches the public profile', async ({
    browser,
  }) => {
    const consultant = await createBookableConsultant(admin, baseURL, {
      timezone: 'Europe/Berlin',
      hours: MORNING_IN_BERLIN,
      pricing: PRICES,
    })
    const consultee = await signedIn(browser, await createConsultee(admin, 'America/New_York', 'Nora'), 'en-US', /\/$/)
    // Wednesday next week at 10:00 in Berlin, which the consultee in New York books at their own time.
    const wednesday = dayNextWeek(2, 'America/New_York')
    const start = instantsOfWallTime(wednesday, '10:00', 'Europe/Berlin')[0]!
    const inNewYork = localTimeOf(start, 'America/New_York')
    const id = await bookPaidSession(consultee, consultant, localDateOf(start, 'America/New_York'), inNewYork)

    await consultee.goto('/dashboard/sessions')
    await expect(consultee).toHaveURL(/\/consultee\/dashboard\/sessions$/)
    // The dashboard's own link leads to the same list.
    await consultee.goto('/consultee/dashboard')
    await expect(consultee).toHaveURL(/\/consultee\/dashboard\/sessions$/)
    await expect(consultee.getByRole('heading', { name: 'Sessions', level: 1 })).toBeVisible()
    const mine = rowOf(consultee, consultant.name)
    for (const text of ['Pending', 'Payment: €59.50 · Pending', inNewYork, '30 minutes', 'CV review', 'Starts in']) {
      await expect(mine).toContainText(text)
    }

    const page = await signedIn(browser, consultant.email, 'en-US', /\/consultant\/dashboard\/sessions$/)
    await page.goto('/consultant/dashboard')
    await expect(page).toHaveURL(/\/consultant\/dashboard\/sessions$/)
    const request = rowOf(page, 'Nora Booker')
    await expect(request).toContainText('Requested')
    await expect(request).toContainText('10:00–10:30')
    // The dialog closes with Escape and gives the focus back to the button that opened it.
    const accept = request.getByRole('button', { name: 'Accept' })
    await accept.click()
    const dialog = page.getByRole('dialog', { name: 'Accept this request?' })
    await expectAccessible(page, dialog)
    await expect(dialog).toContainText('€59.50')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(accept).toBeFocused()
    await accept.click()
    await dialog.getByRole('button', { name: 'Accept request' }).click()
    await expect(toast(page, 'Consultation accepted successfully')).toBeVisible()
    await expect(request).toContainText('Confirmed')
    await expect(request.getByRole('link', { name: 'Join the video call' })).toHaveAttribute('href', /careerbridge-/)
    await page.getByRole('navigation', { name: 'Show sessions' }).getByRole('link', { name: 'Confirmed' }).click()
    await expect(page).toHaveURL(/status=UPCOMING_CONFIRMED/)
    await expect(rowOf(page, 'Nora Booker')).toContainText('Confirmed')

    await consultee.reload()
    await expect(mine).toContainText('Confirmed')
    await expect(mine).toContainText('Payment: €59.50 · Paid')

    // The session is over: an admin moves it along the transition table as the session clock would.
    const over = await admin.patch(`/api/consultations/${id}`, { data: { status: 'PAST_CONSULTATION_TIME_PASSED' } })
    expect(over.status(), await over.text()).toBe(200)

    await consultee.goto('/consultee/dashboard/sessions?status=PAST_CONSULTATION_TIME_PASSED')
    await mine.getByRole('button', { name: 'Complete session' }).click()
    const complete = consultee.getByRole('dialog', { name: 'How did the session go?' })
    await expectAccessible(consultee, complete)
    await complete.getByRole('radio', { name: 'It took place as booked' }).check()
    await complete.getByRole('button', { name: 'Send' }).click()
    await expect(toast(consultee, 'Session confirmed successfully')).toBeVisible()
    await expect(consultee.getByText('No sessions here yet.')).toBeVisible()

    await consultee.getByRole('link', { name: 'Archived' }).click()
    await expect(mine).toContainText('Completed')
    await mine.getByRole('button', { name: 'Review' }).click()
    const review = consultee.getByRole('dialog', { name: `Review ${consultant.name}` })
    await expectAccessible(consultee, review)
    await review.getByRole('button', { name: 'Submit review' }).click()
    await expect(review.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible()
    await review.getByRole('radio', { name: '4 stars' }).check()
    await review.getByLabel('Headline').fill('Clear advice on my CV')
    await review.getByLabel(/Your review/).fill('We went through every section and I know what to change.')
    await review.getByLabel(/Private note/).fill('Thanks for the extra ten minutes.')
    await review.getByRole('button', { name: 'Submit review' }).click()
    await expect(toast(consultee, 'Feedback submitted successfully')).toBeVisible()
    await expect(review).toBeHidden()
    await expect(mine.getByRole('button', { name: 'Review' })).toHaveCount(0)

    await page.goto('/consultant/dashboard/sessions?status=archived')
    const done = rowOf(page, 'Nora Booker')
    await expect(done).toContainText('Completed')
    await done.getByRole('button', { name: 'Assess consultee' }).click()
    const assess = page.getByRole('dialog', { name: 'Assess Nora Booker' })
    await expectAccessible(page, assess)
    await assess.getByRole('checkbox', { name: 'I would recommend Nora Booker to employers' }).check()
    await assess.getByLabel('English skills').selectOption('C1')
    await assess.getByLabel(/Strengths/).fill('Prepared, asks precise questions.')
    await assess.getByRole('button', { name: 'Submit assessment' }).click()
    await expect(toast(page, 'Feedback submitted successfully')).toBeVisible()
    await expect(done.getByRole('button', { name: 'Assess consultee' })).toHaveCount(0)

    await consultee.goto(`/consultants/${consultant.shortId}`)
    await expect(consultee.getByRole('main')).toContainText('4.00 (1 review)')
    await expect(consultee.getByRole('main')).toContainText('Clear advice on my CV')
    await expect(consultee.getByRole('main')).not.toContainText('Thanks for the extra ten minutes.')
    await consultee.context().close()
    await page.context().close()
  })

  test('a declined request frees the slot again (in German, on a phone)', async ({ browser }) => {
    const consultant = await createBookableConsultant(admin, baseURL, {
      timezone: 'Europe/Berlin',
      hours: MORNING_IN_BERLIN,
      pricing: PRICES,
    })
    const consultee = await signedIn(browser, await createConsultee(admin, 'Europe/Berlin', 'Jonas'), 'de-DE', /\/$/)
    const thursday = dayNextWeek(3, 'Europe/Berlin')
    const slot = slotName(thursday, '10:30', 'de')
    await consultee.goto(`/consultant/${consultant.shortId}/book-session`)
    await consultee.getByRole('radio', { name: /^Probesitzung/ }).check()
    await consultee.getByRole('button', { name: /Nächste Woche/ }).click()
    await consultee.getByRole('button', { name: slot, exact: true }).click()
    await consultee.getByRole('button', { name: 'Weiter' }).click()
    await consultee.getByRole('checkbox', { name: /Widerrufsfrist/ }).check()
    await consultee.getByRole('button', { name: 'Kostenlos buchen' }).click()
    await expect(consultee.getByRole('heading', { name: 'Buchungsanfrage gesendet' })).toBeVisible()
    await consultee.goto(`/consultant/${consultant.shortId}/book-session`)
    await consultee.getByRole('button', { name: /Nächste Woche/ }).click()
    await expect(consultee.getByRole('button', { name: slotName(thursday, '10:00', 'de'), exact: true })).toBeVisible()
    await expect(consultee.getByRole('button', { name: slot, exact: true })).toHaveCount(0)

    await consultee.goto('/consultee/dashboard/sessions')
    const mine = rowOf(consultee, consultant.name)
    await expect(mine).toContainText('Ausstehend')
    await expect(mine).toContainText('Kostenlos')
    await expect(mine).toContainText('Beginnt in')

    const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await signIn(page, consultant.email)
    await expect(page).toHaveURL(/\/consultant\/dashboard\/sessions$/)
    await expect(page.getByRole('heading', { name: 'Sitzungen', level: 1 })).toBeVisible()
    const request = rowOf(page, 'Jonas Booker')
    await expect(request).toContainText('Angefragt')
    await expect(request).toContainText('10:30–11:00')
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await request.getByRole('button', { name: 'Ablehnen' }).click()
    const dialog = page.getByRole('dialog', { name: 'Diese Anfrage ablehnen?' })
    await expectAccessible(page, dialog)
    await dialog.getByRole('button', { name: 'Anfrage ablehnen' }).click()
    await expect(toast(page, 'Beratung erfolgreich abgelehnt')).toBeVisible()
    await expect(page.getByText('Hier gibt es noch keine Sitzungen.')).toBeVisible()
    await page.getByRole('link', { name: 'Archiv' }).click()
    await expect(rowOf(page, 'Jonas Booker')).toContainText('Abgelehnt')

    await consultee.goto('/consultee/dashboard/sessions?status=archived')
    await expect(mine).toContainText('Abgelehnt')
    await consultee.goto(`/consultant/${consultant.shortId}/book-session`)
    await consultee.getByRole('button', { name: /Nächste Woche/ }).click()
    await expect(consultee.getByRole('button', { name: slot, exact: true })).toBeVisible()
    await context.close()
    await consultee.context().close()
  })
})
