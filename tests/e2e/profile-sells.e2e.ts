import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'

import { signIn } from '../helpers/e2eAccounts'
import { adminApi, createBookableConsultant, type E2eConsultant } from '../helpers/e2eBooking'
import { localDateOf } from '@/domain/scheduling'

// Visitors read times in the fallback zone; the browser is put there too, so the calendar agrees.
const ZONE = 'Europe/London'
const HOURS = ['09:00', '09:30', '10:00', '10:30']

const TEXTS = {
  'en-US': {
    language: 'en',
    prices: 'Prices',
    amounts: ['€59.50', '€119.00', 'Free'],
    nextTimes: 'Next free times',
    bookSlot: /^Book [^,]+, [^ ]+ \d+ at 09:00$/,
    bookNow: 'Book Now',
    selected: 'Selected:',
    similar: 'Similar consultants',
    services: 'Services',
    reviews: 'Reviews',
  },
  'de-DE': {
    language: 'de',
    prices: 'Preise',
    amounts: ['59,50 €', '119,00 €', 'Kostenlos'],
    nextTimes: 'Nächste freie Termine',
    bookSlot: /^[^,]+, \d+\. [^ ]+ um 09:00 buchen$/,
    bookNow: 'Jetzt buchen',
    selected: 'Gewählt:',
    similar: 'Ähnliche Berater',
    services: 'Leistungen',
    reviews: 'Bewertungen',
  },
} as const
type Locale = keyof typeof TEXTS

let admin: APIRequestContext
let consultant: E2eConsultant

test.beforeAll(async () => {
  const baseURL = String(test.info().project.use.baseURL)
  admin = await adminApi(baseURL)
  consultant = await createBookableConsultant(admin, baseURL, {
    timezone: ZONE,
    hours: HOURS,
    pricing: { pricing30Min: 5950, pricing60Min: 11900, pricingTrial: 0 },
  })
})

test.afterAll(async () => {
  await admin.dispose()
})

async function visitor(browser: Browser, locale: Locale, width: number, height = 900): Promise<Page> {
  const context = await browser.newContext({ locale, timezoneId: ZONE, viewport: { width, height } })
  return context.newPage()
}

/** The accessible name of a calendar slot: '{weekday}, {day month}, HH:mm'. */
function calendarSlotName(day: string, time: string, language: string): string {
  const date = new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })
  return `${date.format(new Date(`${day}T00:00:00Z`))}, ${time}`
}

for (const locale of Object.keys(TEXTS) as Locale[]) {
  const text = TEXTS[locale]

  test(`${locale}: the booking card shows the prices and the next free times; a time opens the calendar on it`, async ({
    browser,
  }) => {
    const page = await visitor(browser, locale, 1280)
    await page.goto(`/consultants/${consultant.shortId}`)
    await expect(page.getByRole('heading', { level: 1, name: consultant.name })).toBeVisible()
    // No picture: the initials stand in for it.
    await expect(page.getByTestId('profile-initials')).toHaveText(`M${consultant.name.split(' ')[1]![0]}`)
    const card = page.getByRole('complementary', { name: text.prices })
    for (const amount of text.amounts) await expect(card).toContainText(amount)
    // Every price stays inside its box (German amounts are the longest).
    const overflowing = await card
      .locator('dd')
      .evaluateAll(
        (amounts) =>
          amounts.filter(
            (amount) =>
              amount.scrollWidth > amount.clientWidth ||
              amount.getBoundingClientRect().right > amount.parentElement!.getBoundingClientRect().right,
          ).length,
      )
    expect(overflowing).toBe(0)
    await expect(card.getByRole('heading', { level: 3, name: text.nextTimes })).toBeVisible()
    const times = card.getByRole('link', { name: text.bookSlot })
    // Four hours a day, three of a day at most: two days of three.
    await expect(card.locator('a[href*="selectedSlot="]')).toHaveCount(6)
    await expect(times).toHaveCount(2)
    await expect(card).toContainText(`${ZONE}`)
    await expect(card.getByRole('link', { name: text.bookNow })).toBeVisible()
    // The similar consultants' cards lead to their profiles: the page has one Book Now, this consultant's.
    await expect(page.getByRole('link', { name: text.bookNow })).toHaveCount(1)

    const first = times.first()
    const start = new URL((await first.getAttribute('href'))!, 'http://x').searchParams.get('selectedSlot')!
    expect(new Date(start).toISOString()).toBe(start)
    await first.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/consultant\/[\w-]+\/book-session\?/)
    await expect(page).toHaveURL(new RegExp(`selectedSlot=${encodeURIComponent(start)}`))
    await expect(page).toHaveURL(/sessionType=30MINUTES/)
    const chosen = page.getByRole('button', {
      name: calendarSlotName(localDateOf(new Date(start), ZONE), '09:00', text.language),
      exact: true,
    })
    await expect(chosen).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByText(text.selected)).toBeVisible()
    await page.context().close()
  })

  test(`${locale}: a profile shows similar consultants, each leading to its profile`, async ({ browser }) => {
    const page = await visitor(browser, locale, 1280)
    await page.goto('/consultants?search=Jonas%20Weber')
    await page.getByRole('link', { name: 'Jonas Weber' }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: 'Jonas Weber' })).toBeVisible()
    const similar = page.getByRole('region', { name: text.similar })
    const names = similar.getByRole('heading', { level: 3 })
    await expect(names.first()).toBeVisible()
    expect(await names.count()).toBeLessThanOrEqual(3)
    await expect(names.filter({ hasText: 'Jonas Weber' })).toHaveCount(0)
    const other = (await names.first().innerText()).replace(/\s+(Verified|Verifiziert)$/, '').trim()
    await names.first().getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1, name: other })).toBeVisible()
    await page.context().close()
  })

  test(`${locale}: the card stays beside the details on a desktop and sits above them, covering nothing, on a phone`, async ({
    browser,
  }) => {
    // A long profile (the seeded Jonas Weber's), in a short window.
    const desktop = await visitor(browser, locale, 1280, 700)
    await desktop.goto('/consultants?search=Jonas%20Weber')
    await desktop.getByRole('link', { name: 'Jonas Weber' }).first().click()
    const card = desktop.getByRole('complementary', { name: text.prices })
    const services = desktop.getByRole('heading', { level: 2, name: text.services })
    expect((await card.boundingBox())!.x).toBeGreaterThan((await services.boundingBox())!.x + 400)
    await desktop.getByRole('heading', { level: 2, name: text.reviews }).scrollIntoViewIfNeeded()
    await expect(desktop.getByRole('heading', { level: 1 })).not.toBeInViewport()
    const after = (await card.boundingBox())!
    expect(after.y).toBeGreaterThanOrEqual(60)
    expect(after.y + after.height).toBeLessThanOrEqual(700)
    await expect(card.getByRole('link', { name: text.bookNow })).toBeInViewport()
    await desktop.context().close()

    const phone = await visitor(browser, locale, 390)
    await phone.goto(`/consultants/${consultant.shortId}`)
    const phoneCard = phone.getByRole('complementary', { name: text.prices })
    const name = (await phone.getByRole('heading', { level: 1 }).boundingBox())!
    const box = (await phoneCard.boundingBox())!
    const details = (await phone.getByRole('heading', { level: 2, name: text.services }).boundingBox())!
    expect(box.y).toBeGreaterThan(name.y + name.height)
    expect(box.y + box.height).toBeLessThanOrEqual(details.y)
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    expect(await phoneCard.evaluate((element) => getComputedStyle(element.parentElement!).position)).toBe('static')
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await phoneCard.getByRole('link', { name: text.bookSlot }).first().click()
    await expect(phone).toHaveURL(/\/book-session\?.*selectedSlot=/)
    await phone.context().close()
  })
}

test('a consultant sees the prices but no free times or booking links on another profile', async ({ browser }) => {
  const page = await (await browser.newContext({ locale: 'en-US' })).newPage()
  await signIn(page, 'jonas.weber@example.com', 'Demo#2026')
  await expect(page).toHaveURL(/\/consultant\/dashboard/)
  await page.goto(`/consultants/${consultant.shortId}`)
  const card = page.getByRole('complementary', { name: 'Prices' })
  await expect(card).toContainText('€59.50')
  await expect(card.getByRole('link')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Book Now' })).toHaveCount(0)
  await page.context().close()
})

test('a link with a time that is no instant opens the calendar as usual', async ({ browser }) => {
  const page = await visitor(browser, 'en-US', 1280)
  await page.goto(`/consultant/${consultant.shortId}/book-session?sessionType=30MINUTES&selectedSlot=tomorrow`)
  await expect(page.getByRole('heading', { name: 'Pick a start time' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('button', { pressed: true })).toHaveCount(0)
  await expect(page.getByText('Selected:')).toHaveCount(0)
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0)
  await page.context().close()
})
