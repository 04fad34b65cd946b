import { expect, type Page, test } from '@playwright/test'

import { adminApi, createBookableConsultant, createConsultee, userApi } from '../helpers/e2eBooking'
import { addDays, instantsOfWallTime, localDateOf, weekStart } from '@/domain/scheduling'

async function logIntoAdmin(page: Page, email: string, password: string) {
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.locator('button[type="submit"]').click()
}

test.describe('admin panel', () => {
  test('an admin logs in and sees the collections', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' })
    const page = await context.newPage()
    await logIntoAdmin(page, 'admin@careerbridge.dev', 'Admin#2026')
    await expect(page).toHaveURL(/\/admin\/?$/)
    const nav = page.locator('nav')
    await expect(nav.getByRole('link', { name: 'Users' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Consultant profiles' })).toBeVisible()

    await page.goto('/admin/collections/consultant-profiles?limit=25')
    await expect(page.getByRole('link', { name: 'Jonas Weber' })).toBeVisible()
    await context.close()
  })

  test('the admin panel speaks German for a German browser', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' })
    const page = await context.newPage()
    await logIntoAdmin(page, 'editor@careerbridge.dev', 'Editor#2026')
    await expect(page.locator('nav').getByRole('link', { name: 'Beraterprofile' })).toBeVisible()
    await context.close()
  })

  test('a consultee cannot open the admin panel', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' })
    const page = await context.newPage()
    await logIntoAdmin(page, 'lena.fischer@example.com', 'Demo#2026')
    await expect(page.getByText(/not allowed|unauthorized/i).first()).toBeVisible()
    await page.goto('/admin/collections/users')
    await expect(page.getByRole('link', { name: 'Jonas Weber' })).toHaveCount(0)
    await expect(page).not.toHaveURL(/\/admin\/collections\/users$/)
    await context.close()
  })
})

const FREE_BOOKING_CONSENTS = [
  { consentType: 'BOOKING_TERMS', status: 'optin', version: '1.0' },
  { consentType: 'WITHDRAWAL_PERIOD_WAIVER', status: 'optin', version: '1.0' },
]

test.describe('consultations in the admin panel', () => {
  test('an admin finds a reported issue in the queue and resolves it', async ({ browser }) => {
    const baseURL = String(test.info().project.use.baseURL)
    const api = await adminApi(baseURL)
    const consultant = await createBookableConsultant(api, baseURL, {
      timezone: 'Europe/Berlin',
      hours: ['09:00', '09:30'],
      pricing: { pricing30Min: 5950, pricing60Min: 11900, pricingTrial: 0 },
    })
    const consulteeEmail = await createConsultee(api, 'Europe/Berlin', 'Ida')
    const consultee = await userApi(baseURL, consulteeEmail)
    const consulteeId = ((await (await consultee.get('/api/auth/me')).json()) as { userId: number }).userId
    const day = addDays(weekStart(localDateOf(new Date(), 'Europe/Berlin')), 8)
    const created = await consultee.post('/api/consultations/create', {
      data: {
        consultantId: consultant.userId,
        sessionType: 'TRIAL',
        selectedSlot: instantsOfWallTime(day, '09:00', 'Europe/Berlin')[0]!.toISOString(),
        billingCountry: 'DE',
        consents: FREE_BOOKING_CONSENTS,
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const { consultationId } = (await created.json()) as { consultationId: number }
    const booked = await consultee.post('/api/consultations/payment/book-free-consultation', {
      data: {
        consultationId,
        userId: consulteeId,
        consents: FREE_BOOKING_CONSENTS,
      },
    })
    expect(booked.status(), await booked.text()).toBe(200)
    for (const status of ['UPCOMING_CONFIRMED', 'PAST_CONSULTATION_TIME_PASSED']) {
      const moved = await api.patch(`/api/consultations/${consultationId}`, { data: { status } })
      expect(moved.status(), await moved.text()).toBe(200)
    }
    const reported = await consultee.post('/api/consultations/user/complete', {
      data: {
        consultationId,
        userId: consulteeId,
        status: 'PAST_ISSUE_REPORTED',
        issueType: 'CONSULTANT_NO_SHOW',
        issueDescription: 'Nobody joined the call.',
      },
    })
    expect(reported.status(), await reported.text()).toBe(200)

    const context = await browser.newContext({ locale: 'en-US' })
    const page = await context.newPage()
    await logIntoAdmin(page, 'admin@careerbridge.dev', 'Admin#2026')
    await expect(page).toHaveURL(/\/admin\/?$/)
    // The link sits in the side navigation, which Payload keeps collapsed (inert) at this width.
    const queue = page.getByRole('link', { name: 'Reported issues', includeHidden: true })
    const queuePath = (await queue.getAttribute('href'))!
    expect(queuePath).toContain('PAST_ISSUE_REPORTED')
    await page.goto(queuePath)
    // The list fills in its relationship cells after the first render; a click while it re-renders can
    // be lost, so the click is repeated until the document opens.
    await expect(page.getByRole('cell', { name: consulteeEmail })).toBeVisible()
    const row = page.getByRole('link', { name: `ID: ${consultationId}`, exact: true })
    await expect(async () => {
      await row.click()
      await expect(page).toHaveURL(new RegExp(`/admin/collections/consultations/${consultationId}$`), {
        timeout: 3_000,
      })
    }).toPass({ timeout: 20_000 })
    await expect(page.getByText('CONSULTANT_NO_SHOW')).toBeVisible()
    await expect(page.getByTestId('payment-status')).toHaveText('No card payment (free session).')
    await page.getByRole('button', { name: 'Resolve: the session took place (pay the consultant)' }).click()
    await expect(page.getByRole('status').getByText('The issue is resolved.')).toBeVisible()
    const stored = (await (await api.get(`/api/consultations/${consultationId}?depth=0`)).json()) as {
      status: string
      issue: { resolution: string }
    }
    expect(stored).toMatchObject({
      status: 'PAST_COMPLETED_WITH_USER_CONFIRMATION',
      issue: { resolution: 'COMPLETED' },
    })
    await page.goto(queuePath)
    await expect(page.getByRole('link', { name: `ID: ${consultationId}`, exact: true })).toHaveCount(0)
    await context.close()
    await Promise.all([api.dispose(), consultee.dispose()])
  })
})
