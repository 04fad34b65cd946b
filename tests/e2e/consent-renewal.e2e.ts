import { expect, test, type Browser } from '@playwright/test'

import { signIn } from '../helpers/e2eAccounts'
import { confirmedConsultee } from '../helpers/e2eConsultee'
import { adminApi, userApi } from '../helpers/e2eBooking'

// Optional consents no other test gives: their new versions ask only this test's user.
const CONSENTS = ['REFERRAL_NOTIFICATION', 'EMAIL_MARKETING'] as const
const NEW_TEXT = {
  REFERRAL_NOTIFICATION: { en: 'Tell me when a friend I referred books (v1.1).', de: 'Sag mir Bescheid (v1.1).' },
  EMAIL_MARKETING: { en: 'Send me the monthly careers letter (v1.1).', de: 'Schickt mir den Karrierebrief (v1.1).' },
}

async function userWithConsents(browser: Browser, baseURL: string) {
  const setup = await browser.newContext({ locale: 'en-US' })
  const email = await confirmedConsultee(setup, 'renewal')
  await setup.close()
  const api = await userApi(baseURL, email)
  for (const consentType of CONSENTS) {
    const given = await api.post('/api/account/consents', { data: { consentType, status: 'optin', version: '1.0' } })
    expect(given.status()).toBe(200)
  }
  return { email, api }
}

test('after a new consent version is published, the user is asked at login and continues once decided', async ({
  browser,
}) => {
  const baseURL = String(test.info().project.use.baseURL)
  const { email, api } = await userWithConsents(browser, baseURL)
  const admin = await adminApi(baseURL)
  for (const consentType of CONSENTS) {
    const { en, de } = NEW_TEXT[consentType]
    const published = await admin.post('/api/consent-versions', {
      data: { consentType, version: '1.1', textEn: en, textDe: de },
    })
    expect(published.status()).toBe(201)
  }

  // In German, and logging out instead of deciding is always possible.
  const german = await browser.newContext({ locale: 'de-DE' })
  const seite = await german.newPage()
  await signIn(seite, email)
  await expect(seite.getByRole('heading', { name: 'Bitte prüfe unsere aktualisierten Texte' })).toBeVisible()
  await expect(seite.getByText(NEW_TEXT.EMAIL_MARKETING.de)).toBeVisible()
  await seite.getByRole('main').getByRole('button', { name: 'Abmelden' }).click()
  await expect(seite.getByRole('main').getByRole('button', { name: 'Abmelden' })).toHaveCount(0)
  await german.close()

  const context = await browser.newContext({ locale: 'en-US' })
  const page = await context.newPage()
  await signIn(page, email)
  const gate = page.getByRole('heading', { name: 'Please review our updated texts' })
  await expect(gate).toBeVisible()
  const item = (consentType: (typeof CONSENTS)[number]) =>
    page.getByRole('listitem').filter({ hasText: NEW_TEXT[consentType].en })
  await expect(item('REFERRAL_NOTIFICATION').getByText('Version 1.1')).toBeVisible()

  // Nothing else opens until every new version is decided on.
  await page.goto('/consultee/dashboard/account-settings')
  await expect(gate).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Account settings' })).toHaveCount(0)

  await item('EMAIL_MARKETING').getByRole('button', { name: 'Decline' }).click()
  await expect(item('EMAIL_MARKETING')).toHaveCount(0)
  await item('REFERRAL_NOTIFICATION').getByRole('button', { name: 'Accept' }).click()
  await expect(gate).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible()
  await expect(gate).toHaveCount(0)

  const center = (await (await api.get('/api/account/consents')).json()) as {
    pendingRenewals: string[]
    history: { consentType: string; status: string; version: string }[]
  }
  expect(center.pendingRenewals).toEqual([])
  expect(center.history.filter((h) => h.version === '1.1')).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ consentType: 'REFERRAL_NOTIFICATION', status: 'optin' }),
      expect.objectContaining({ consentType: 'EMAIL_MARKETING', status: 'optout' }),
    ]),
  )
  await context.close()
})
