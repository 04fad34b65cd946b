import { readFile } from 'node:fs/promises'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { readBack } from '../fixtures/einvoice/readBack'
import { signIn, signIntoAdmin } from '../helpers/e2eAccounts'
import {
  adminApi,
  createBookableConsultant,
  createConsultee,
  dayNextWeek,
  slotName,
  userApi,
} from '../helpers/e2eBooking'

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

test('a business books with its VAT ID, pays, and downloads the invoice once the consultant accepts', async ({
  browser,
}) => {
  const consultant = await createBookableConsultant(admin, baseURL, {
    timezone: 'Europe/Berlin',
    hours: ['09:00', '09:30'],
    pricing: PRICES,
  })
  const page = await (await browser.newContext({ locale: 'en-US' })).newPage()
  await signIn(page, await createConsultee(admin, 'Europe/Berlin', 'Greta'))
  await expect(page).toHaveURL(/\/$/)
  const tuesday = dayNextWeek(1, 'Europe/Berlin')
  await page.goto(`/consultant/${consultant.shortId}/book-session`)
  await page.getByRole('button', { name: /Next week/ }).click()
  await page.getByRole('button', { name: slotName(tuesday, '09:00', 'en'), exact: true }).click()
  await page.getByRole('button', { name: 'Continue' }).click()

  // A German business pays no VAT, but only with its company details and a VAT ID that checks out.
  await page.getByRole('checkbox', { name: 'I am booking as a business (B2B)' }).check()
  await expect(page.getByText('VAT (not charged to business customers in Germany)')).toBeVisible()
  await page.getByRole('checkbox', { name: /withdrawal period/ }).check()
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiry date (MM/YY)').fill('12/34')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: 'Pay €50.00' }).click()
  await expect(page.getByText('Please enter the company name')).toBeVisible()
  await expect(page.getByLabel('Company name')).toBeFocused()
  await page.getByLabel('Company name').fill('Greta Analytics GmbH')
  await page.getByLabel('Street and number').fill('Am Hafen 12')
  await page.getByLabel('Postal code').fill('20457')
  await page.getByLabel('City').fill('Hamburg')
  await page.getByLabel('VAT ID').fill('DE123456789')
  await page.getByRole('button', { name: 'Pay €50.00' }).click()
  await expect(page.getByText('This is not a valid VAT ID.', { exact: false })).toBeVisible()
  await page.getByLabel('VAT ID').fill('DE 136 695 976')
  await page.getByRole('button', { name: 'Pay €50.00' }).click()
  await expect(page).toHaveURL(/\/booking-success\/\d+$/)
  const consultationId = Number(/\/booking-success\/(\d+)$/.exec(page.url())![1])

  // Until the payment is taken there is no invoice.
  await page.goto('/consultee/dashboard/payment-history')
  const payment = page.getByRole('row', { name: new RegExp(consultant.name) })
  await expect(payment).toContainText('Pending')
  await expect(payment).toContainText('No invoice yet')

  const asConsultant = await userApi(baseURL, consultant.email)
  const accepted = await asConsultant.post('/api/consultations/consultant/confirm', {
    data: { consultationId, consultantId: consultant.userId },
  })
  expect(accepted.status(), await accepted.text()).toBe(200)
  await asConsultant.dispose()

  await page.reload()
  await expect(payment).toContainText('Paid')
  const pdfLink = payment.getByRole('link', { name: /^Download invoice INV-\d{4}-\d{6} as PDF$/ })
  const number = (await pdfLink.textContent())!.trim()
  const download = page.waitForEvent('download')
  await pdfLink.click()
  expect((await download).suggestedFilename()).toBe(`${number}.pdf`)
  const text = (await readBack(new Uint8Array(await readFile((await (await download).path())!)))).pages.join(' ')
  for (const expected of [number, 'Greta Analytics GmbH', 'DE136695976', '50.00', 'Reverse charge']) {
    expect(text).toContain(expected)
  }

  const xml = page.waitForEvent('download')
  await payment.getByRole('link', { name: `Download invoice ${number} as e-invoice (XML)` }).click()
  expect((await xml).suggestedFilename()).toBe(`${number}.xml`)
  expect(await readFile((await (await xml).path())!, 'utf8')).toContain(`<ram:ID>${number}</ram:ID>`)

  // The same history in German on a phone: the documents column fits the screen.
  const phone = await browser.newContext({
    locale: 'de-DE',
    viewport: { width: 390, height: 800 },
    storageState: await page.context().storageState(),
  })
  const german = await phone.newPage()
  await german.goto('/consultee/dashboard/payment-history')
  await expect(german.getByRole('columnheader', { name: 'Rechnung' })).toBeVisible()
  await expect(german.getByRole('link', { name: `Rechnung ${number} als PDF herunterladen` })).toBeVisible()
  expect(await german.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await phone.close()
  await page.context().close()

  // The admin's list of invoices shows the amount as money, not as stored cents.
  const adminPage = await (await browser.newContext({ locale: 'en-US' })).newPage()
  await signIntoAdmin(adminPage, 'admin@careerbridge.dev', 'Admin#2026')
  await adminPage.goto(`/admin/collections/invoices?where[number][equals]=${number}`)
  await expect(adminPage.getByRole('row', { name: new RegExp(number) })).toContainText('€50.00')
  await adminPage.context().close()
})
