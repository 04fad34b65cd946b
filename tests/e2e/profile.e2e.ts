import { expect, test } from '@playwright/test'

import { expectAccessible } from '../helpers/e2eAxe'
import { signIn } from '../helpers/e2eAccounts'

test('an approved consultant edits prices and verification documents behind the Cancel / Save changes bar', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-US' })
  const page = await context.newPage()
  await signIn(page, 'sophie.martin@example.com', 'Demo#2026')
  await expect(page).toHaveURL(/\/consultant\/dashboard\/sessions$/)

  await page.goto('/consultant/dashboard/profile')
  await expect(page).toHaveURL(/\/profile\/personal-information$/)
  await page.getByRole('navigation', { name: 'Profile pages' }).getByRole('link', { name: 'Pricing' }).click()
  await expect(page).toHaveURL(/\/profile\/pricing$/)
  const bar = page.getByRole('region', { name: 'Save or discard your changes' })
  const save = bar.getByRole('button', { name: 'Save changes' })
  await expect(save).toBeDisabled()
  const price30 = page.getByLabel('30 minutes')
  const saved30 = await price30.inputValue()
  await price30.fill('1')
  await expect(save).toBeEnabled()
  await bar.getByRole('button', { name: 'Cancel' }).click()
  await expect(price30).toHaveValue(saved30)
  await expect(save).toBeDisabled()

  await page.getByLabel('Trial session').fill('0')
  await page.getByLabel('60 minutes').fill('4999')
  await save.click()
  await expect(page.getByText('Data updated successfully!')).toBeVisible()
  await expect(save).toBeDisabled()
  await page.reload()
  await expect(page.getByLabel('60 minutes')).toHaveValue('4999')

  await page.getByRole('link', { name: 'Profile verification' }).click()
  await expect(page.getByText('No documents uploaded yet.')).toBeVisible()
  // A document is taken only with both upload consents ticked.
  await page.getByRole('button', { name: 'Upload a document' }).click()
  await expect(page.getByText('Please accept this to continue')).toHaveCount(2)
  await page.getByLabel(/allowed to share the documents I upload/).check()
  await page.getByLabel(/checks the documents I upload to verify my profile/).check()
  await expect(page.getByText('Please accept this to continue')).toHaveCount(0)
  const pdf = Buffer.from('%PDF-1.4\n% work certificate\n%%EOF\n')
  await page
    .getByTestId('document-input')
    .setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: pdf })
  await expect(page.getByRole('link', { name: 'certificate.pdf' })).toBeVisible()
  await page
    .getByTestId('document-input')
    .setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: pdf })
  await expect(page.getByText('A file with this name has already been uploaded')).toBeVisible()
  await page.getByRole('button', { name: 'Delete certificate.pdf' }).click()
  await page.getByRole('dialog', { name: 'Delete this document?' }).getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('No documents uploaded yet.')).toBeVisible()
  await context.close()
})

test('applicants and visitors cannot open the profile pages', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' })
  const page = await context.newPage()
  await page.goto('/consultant/dashboard/profile/pricing')
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fconsultant%2Fdashboard%2Fprofile%2Fpricing$/)
  await context.close()
})

test('a consultant saves the tax details in the dialog on the verification page', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' })
  const page = await context.newPage()
  await signIn(page, 'aylin.demir@example.com', 'Demo#2026')
  await expect(page).toHaveURL(/\/consultant\/dashboard\/sessions$/)
  await page.goto('/consultant/dashboard/profile/profile-verification')
  await page.getByRole('button', { name: 'Add tax details' }).click()
  const dialog = page.getByRole('dialog', { name: 'Tax details' })
  await expectAccessible(page, dialog)
  await dialog.getByLabel(/Tax identification number/).fill('12 345 678 90')
  await dialog.getByLabel(/Regular business/).check()
  await dialog.getByRole('button', { name: /Save/ }).click()
  await expect(dialog.getByText('The tax identification number must have exactly 11 digits')).toBeVisible()
  await dialog.getByLabel(/Tax identification number/).fill('12 345 678 901')
  await dialog.getByRole('textbox', { name: /VAT number/ }).fill('DE123456789')
  await dialog.getByRole('button', { name: /Save/ }).click()
  await expect(page.getByText('Tax ID update success')).toBeVisible()
  await expect(page.getByText('12345678901')).toBeVisible()
  const me = await page.evaluate(() => fetch('/api/auth/me').then((response) => response.json()))
  expect(me.taxInfo).toEqual({
    taxIdentificationNumber: '12345678901',
    vatNumber: 'DE123456789',
    consultantBusinessType: 'REGELUNTERNEHMER',
  })
  await context.close()
})
