import { readFile } from 'node:fs/promises'

import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'

import { expectAccessible, wcagFindings } from '../helpers/e2eAxe'
import { signIn } from '../helpers/e2eAccounts'
import {
  adminApi,
  createBookableConsultant,
  createConsultee,
  createPromoCode,
  dayNextWeek,
  slotName,
} from '../helpers/e2eBooking'
import { icsDateTime } from '@/domain/booking/ics'
import { addDays, instantsOfWallTime, localDateOf, localTimeOf, weekStart } from '@/domain/scheduling'

const EVENING_IN_KOLKATA = ['18:00', '18:30', '19:00', '19:30', '20:00', '20:30']
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

async function signedInPage(browser: Browser, email: string, locale = 'en-US'): Promise<Page> {
  const page = await (await browser.newContext({ locale })).newPage()
  await signIn(page, email)
  await expect(page).toHaveURL(/\/$/)
  return page
}

async function fillTestCard(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber)
  await page.getByLabel('Expiry date (MM/YY)').fill('12/34')
  await page.getByLabel('CVC').fill('123')
}

test.describe('booking a consultation', () => {
  test('a consultee in New York books 60 minutes with a consultant in Kolkata and pays by test card', async ({
    browser,
  }) => {
    const consultant = await createBookableConsultant(admin, baseURL, {
      timezone: 'Asia/Kolkata',
      hours: EVENING_IN_KOLKATA,
      pricing: PRICES,
    })
    const page = await signedInPage(browser, await createConsultee(admin, 'America/New_York'))
    const stripeRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('stripe.com')) stripeRequests.push(request.url())
    })
    const wednesday = dayNextWeek(2, 'America/New_York')
    const at = (kolkataTime: string) => instantsOfWallTime(wednesday, kolkataTime, 'Asia/Kolkata')[0]!
    const lastHalfHour = localTimeOf(at('20:30'), 'America/New_York')
    const start = at('20:00')
    const startInNewYork = localTimeOf(start, 'America/New_York')

    await page.goto(`/consultant/${consultant.shortId}/book-session`)
    await expect(page.getByRole('heading', { name: `Book a session with ${consultant.name}` })).toBeVisible()
    await expect(page.getByText('Times are shown in America/New_York')).toBeVisible()
    await page.getByRole('button', { name: /Next week/ }).click()
    // The last half hour fits 30 minutes; switching to 60 moves the start back half an hour.
    await page.getByRole('button', { name: slotName(wednesday, lastHalfHour, 'en'), exact: true }).click()
    await page.getByRole('radio', { name: /^60 minutes/ }).check()
    await expect(page.getByText(`The 60-minute session now starts at ${startInNewYork}`)).toBeVisible()
    const chosen = page.getByRole('button', { name: slotName(wednesday, startInNewYork, 'en'), exact: true })
    await expect(chosen).toHaveAttribute('aria-pressed', 'true')
    await expect(page).toHaveURL(new RegExp(`selectedSlot=${encodeURIComponent(start.toISOString())}`))
    await expect(page).toHaveURL(/sessionType=60MINUTES/)
    // The URL keeps the choice across a reload.
    await page.reload()
    await expect(chosen).toHaveAttribute('aria-pressed', 'true')
    await page.getByRole('checkbox', { name: 'CV review' }).check()
    await page.getByRole('button', { name: 'Continue' }).click()

    await expect(page.getByRole('heading', { name: 'Confirm and pay' })).toBeVisible()
    await expect(page).toHaveURL(/\/book-session\/payment\?/)
    const summary = page.getByRole('region', { name: 'Your booking' })
    await expect(summary).toContainText(startInNewYork)
    await expect(summary).toContainText('America/New_York')
    await expect(summary).toContainText('60 minutes')
    await expect(summary).toContainText('CV review')
    const price = page.getByRole('region', { name: 'Price' })
    await expect(price).toContainText('€100.00')
    await expect(price).toContainText('€19.00')
    await expect(price).toContainText('€119.00')

    await page.getByRole('button', { name: 'Pay €119.00' }).click()
    await expect(page.getByText('Please confirm this to book the session.')).toBeVisible()
    await page.getByRole('checkbox', { name: /withdrawal period/ }).check()
    await expect(page.getByText('Please confirm this to book the session.')).toHaveCount(0)
    await fillTestCard(page, '4000 0000 0000 0002')
    await page.getByRole('button', { name: 'Pay €119.00' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined' })).toBeVisible()
    await page.getByLabel('Card number').fill('4242 4242 4242 4242')
    await page.getByRole('button', { name: 'Pay €119.00' }).click()

    await expect(page).toHaveURL(/\/booking-success\/\d+$/)
    await expect(page.getByRole('heading', { name: 'Booking request sent' })).toBeVisible()
    for (const text of [startInNewYork, 'America/New_York', '60 minutes', 'CV review', '€119.00', 'Request sent']) {
      await expect(page.getByRole('main')).toContainText(text)
    }
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Add to calendar' }).click()
    const ics = await readFile(await (await download).path(), 'utf8')
    expect(ics).toContain(`DTSTART:${icsDateTime(start)}\r\n`)
    expect(ics).toContain(`DTEND:${icsDateTime(new Date(start.getTime() + 3_600_000))}\r\n`)

    // A new tab has an empty browser session: the booking is read back from the server.
    const newTab = await page.context().newPage()
    await newTab.goto(page.url())
    await expect(newTab.getByRole('main')).toContainText(consultant.name)
    await expect(newTab.getByRole('main')).toContainText(startInNewYork)
    await expect(newTab.getByRole('main')).toContainText('€119.00')
    // The authorised card payment is in the payment history, pending until the consultant confirms.
    await newTab.goto('/consultee/dashboard/payment-history')
    const payment = newTab.getByRole('row', { name: new RegExp(consultant.name) })
    await expect(payment).toContainText('Pending')
    await expect(payment).toContainText('€119.00')
    expect(stripeRequests).toEqual([])
    await page.context().close()
  })

  test('a free trial is booked without a card (in German)', async ({ browser }) => {
    const consultant = await createBookableConsultant(admin, baseURL, {
      timezone: 'Europe/Berlin',
      hours: MORNING_IN_BERLIN,
      pricing: PRICES,
    })
    const page = await signedInPage(browser, await createConsultee(admin, 'Europe/Berlin'), 'de-DE')
    const thursday = dayNextWeek(3, 'Europe/Berlin')
    await page.goto(`/consultant/${consultant.userId}/book-session`)
    await page.getByRole('radio', { name: /^Probesitzung/ }).check()
    await page.getByRole('button', { name: /Nächste Woche/ }).click()
    await page.getByRole('button', { name: slotName(thursday, '10:00', 'de'), exact: true }).click()
    await page.getByRole('button', { name: 'Weiter' }).click()

    await expect(page.getByRole('heading', { name: 'Bestätigen und bezahlen' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Preis' })).toContainText('Kostenlos')
    await expect(page.getByLabel('Kartennummer')).toHaveCount(0)
    await page.getByRole('checkbox', { name: /Widerrufsfrist/ }).check()
    await page.getByRole('button', { name: 'Kostenlos buchen' }).click()

    await expect(page.getByRole('heading', { name: 'Buchungsanfrage gesendet' })).toBeVisible()
    await expect(page.getByRole('main')).toContainText('30 Minuten (Probesitzung)')
    await expect(page.getByRole('main')).toContainText('10:00')
    await expect(page.getByRole('main')).toContainText('Kostenlos')
    await page.context().close()
  })

  test('a visitor logs in on the way and pays less with a promo code', async ({ browser }) => {
    const consultant = await createBookableConsultant(admin, baseURL, {
      timezone: 'Europe/Berlin',
      hours: MORNING_IN_BERLIN,
      pricing: PRICES,
    })
    const email = await createConsultee(admin, 'Europe/Berlin')
    const code = await createPromoCode(admin, 50)
    const page = await (await browser.newContext({ locale: 'en-US', timezoneId: 'Europe/Berlin' })).newPage()
    const friday = dayNextWeek(4, 'Europe/Berlin')
    await page.goto(`/consultant/${consultant.shortId}/book-session`)
    await page.getByRole('button', { name: /Next week/ }).click()
    await page.getByRole('button', { name: slotName(friday, '09:30', 'en'), exact: true }).click()
    await page.getByRole('button', { name: 'Continue' }).click()

    const login = page.getByRole('dialog', { name: 'Log in to book' })
    await expectAccessible(page, login)
    await login.getByLabel('Email').fill(email)
    await login.getByLabel('Password', { exact: true }).fill('Journey#2026')
    await login.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByRole('heading', { name: 'Confirm and pay' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Your booking' })).toContainText('09:30')

    const price = page.getByRole('region', { name: 'Price' })
    await expect(price).toContainText('€59.50')
    await page.getByLabel('Promo code').fill('NOSUCHCODE')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByText('This promo code does not exist.')).toBeVisible()
    await page.getByLabel('Promo code').fill(code.toLowerCase())
    await page.getByLabel('Promo code').press('Enter')
    await expect(page.getByText(`Promo code ${code} applied.`)).toBeVisible()
    await expect(price).toContainText('Promo discount')
    await expect(price).toContainText('€29.75')

    await page.getByRole('checkbox', { name: /withdrawal period/ }).check()
    await fillTestCard(page, '4242 4242 4242 4242')
    await page.getByRole('button', { name: 'Pay €29.75' }).click()
    await expect(page.getByRole('heading', { name: 'Booking request sent' })).toBeVisible()
    await expect(page.getByRole('main')).toContainText('€29.75')
    await page.context().close()
  })

  test('two consultees race for one slot: one books it, the other is sent back to fresh slots', async ({ browser }) => {
    const consultant = await createBookableConsultant(admin, baseURL, {
      timezone: 'Europe/Berlin',
      hours: MORNING_IN_BERLIN,
      pricing: PRICES,
    })
    const thursday = dayNextWeek(3, 'Europe/Berlin')
    const slot = slotName(thursday, '11:00', 'en')
    const pages = await Promise.all(
      ['Ana', 'Ben'].map(async (name) => signedInPage(browser, await createConsultee(admin, 'Europe/Berlin', name))),
    )
    for (const page of pages) {
      await page.goto(`/consultant/${consultant.shortId}/book-session`)
      await page.getByRole('button', { name: /Next week/ }).click()
      await page.getByRole('button', { name: slot, exact: true }).click()
      await page.getByRole('button', { name: 'Continue' }).click()
      await expect(page.getByRole('heading', { name: 'Confirm and pay' })).toBeVisible()
      await page.getByRole('checkbox', { name: /withdrawal period/ }).check()
      await fillTestCard(page, '4242 4242 4242 4242')
    }

    await Promise.all(pages.map((page) => page.getByRole('button', { name: 'Pay €59.50' }).click()))
    await Promise.all(pages.map((page) => expect(page).toHaveURL(/\/booking-success\/\d+$|\/book-session\?/)))
    const winners = pages.filter((page) => /\/booking-success\//.test(page.url()))
    const losers = pages.filter((page) => /\/book-session\?/.test(page.url()))
    expect(winners).toHaveLength(1)
    expect(losers).toHaveLength(1)
    const loser = losers[0]!
    await expect(winners[0]!.getByRole('heading', { name: 'Booking request sent' })).toBeVisible()
    await expect(loser.getByRole('alert').filter({ hasText: 'booked by someone else' })).toBeVisible()
    await loser.getByRole('button', { name: /Next week/ }).click()
    await expect(loser.getByRole('button', { name: slotName(thursday, '10:30', 'en'), exact: true })).toBeVisible()
    await expect(loser.getByRole('button', { name: slot, exact: true })).toHaveCount(0)
    for (const page of pages) await page.context().close()
  })

  test('on a phone the booking pages fit the screen and pass WCAG 2.2 AA checks; an empty week offers the next free one', async ({
    browser,
  }) => {
    // Free again only from the week after next.
    const thisMonday = weekStart(localDateOf(new Date(), 'Europe/Berlin'))
    const consultant = await createBookableConsultant(admin, baseURL, {
      timezone: 'Europe/Berlin',
      hours: MORNING_IN_BERLIN,
      pricing: PRICES,
      daysOff: Array.from({ length: 14 }, (_, index) => addDays(thisMonday, index)),
    })
    const email = await createConsultee(admin, 'Europe/Berlin')
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await signIn(page, email)
    await expect(page).toHaveURL(/\/$/)
    const tuesday = dayNextWeek(8, 'Europe/Berlin')
    const fitsScreen = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
    const findings: string[] = []

    await page.goto(`/consultant/${consultant.shortId}/book-session?sessionType=TRIAL`)
    await expect(page.getByText('No free times this week')).toBeVisible()
    const nextMonday = new Intl.DateTimeFormat('en', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    })
    await page
      .getByRole('button', {
        name: `Go to the next free time (${nextMonday.format(new Date(`${addDays(thisMonday, 14)}T00:00:00Z`))})`,
      })
      .click()
    const slot = page.getByRole('button', { name: slotName(tuesday, '09:00', 'en'), exact: true })
    await slot.focus()
    await page.keyboard.press('Enter')
    await expect(slot).toHaveAttribute('aria-pressed', 'true')
    expect(await fitsScreen()).toBe(true)
    findings.push(...(await wcagFindings(page)))
    await page.getByRole('button', { name: 'Continue' }).click()

    await expect(page.getByRole('region', { name: 'Price' })).toContainText('Free')
    expect(await fitsScreen()).toBe(true)
    findings.push(...(await wcagFindings(page)))
    await page.getByRole('checkbox', { name: /withdrawal period/ }).check()
    await page.getByRole('button', { name: 'Book for free' }).click()

    await expect(page.getByRole('heading', { name: 'Booking request sent' })).toBeVisible()
    expect(await fitsScreen()).toBe(true)
    findings.push(...(await wcagFindings(page)))
    expect(findings, findings.join('\n')).toEqual([])
    await context.close()
  })
})
