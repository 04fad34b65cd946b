import { expect, test } from '@playwright/test'

import { approvedConsultant } from '../helpers/e2eApprovedConsultant'

test('a consultant sets up payouts from the wallet and then opens the payout dashboard in a new window', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const { context, page } = await approvedConsultant(browser, 'en-US', 'wallet')
  await page.goto('/consultant/dashboard/my-wallet')
  await expect(page.getByRole('heading', { name: 'My wallet', level: 1 })).toBeVisible()
  await expect(page.getByText('No earnings yet.', { exact: false })).toBeVisible()
  await expect(page.getByText('Your payouts appear here once your payout account is set up.')).toBeVisible()
  await expect(page.getByText('€0.00').first()).toBeVisible()

  // The test provider's onboarding form is already complete: its account link leads to our return page.
  await page.getByRole('button', { name: 'Set up payouts' }).click()
  await expect(page).toHaveURL(/\/test-onboarding\/success$/)
  await expect(page.getByText('Your payout account is set up.', { exact: false })).toBeVisible()
  await page.getByRole('link', { name: 'Back to my wallet' }).click()

  await expect(page.getByText('Your payout account is ready.', { exact: false })).toBeVisible()
  await expect(page.getByText('No payouts yet.')).toBeVisible()
  const popup = page.waitForEvent('popup')
  await page.getByRole('button', { name: /^Open payout dashboard/ }).click()
  await expect(await popup).toHaveURL(/\/consultant\/dashboard\/my-wallet$/)
  await expect(page).toHaveURL(/\/consultant\/dashboard\/my-wallet$/)

  // Only the configured provider's return pages exist, and only their two steps.
  expect((await page.goto('/test-onboarding/elsewhere'))?.status()).toBe(404)
  expect((await page.goto('/stripe-onboarding/success'))?.status()).toBe(404)
  await context.close()
})

test('auf Deutsch: ein abgelaufener Link startet das Onboarding neu', async ({ browser }) => {
  test.setTimeout(180_000)
  const { context, page } = await approvedConsultant(browser, 'de-DE', 'wallet-de')
  await page.goto('/consultant/dashboard/my-wallet')
  await expect(page.getByRole('heading', { name: 'Mein Wallet', level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Auszahlungen einrichten' })).toBeVisible()

  await page.goto('/test-onboarding/refresh')
  await expect(page).toHaveURL(/\/test-onboarding\/success$/)
  await expect(page.getByText('Dein Auszahlungskonto ist eingerichtet.', { exact: false })).toBeVisible()
  // Once onboarded, the refresh page has nothing to start: back to the wallet.
  await page.goto('/test-onboarding/refresh')
  await expect(page).toHaveURL(/\/consultant\/dashboard\/my-wallet$/)
  await expect(page.getByRole('button', { name: /^Auszahlungs-Dashboard öffnen/ })).toBeVisible()
  await context.close()
})
