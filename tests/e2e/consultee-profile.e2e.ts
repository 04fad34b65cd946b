import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'

import { expectAccessible } from '../helpers/e2eAxe'
import { confirmedConsultant, signIn } from '../helpers/e2eAccounts'
import { confirmedConsultee, logInHere, ownConsulteeData } from '../helpers/e2eConsultee'
import { expectPickerDisabled, pickMonth } from '../helpers/monthPicker'

const PROFILE = '/consultee/dashboard/profile'

/** A 400×300 PNG the browser crops to a square. */
const photo = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 30, g: 120, b: 90 } } })
    .png()
    .toBuffer()

async function answerTheFourSteps(page: Page) {
  await expect(page.getByRole('heading', { name: 'Target role and industry' })).toBeVisible()
  await expect(page.getByText('Step 1 of 4')).toBeVisible()
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.getByText('Tell us which role you are looking for.')).toBeVisible()
  await page.getByLabel('Target role').fill('Registered nurse')
  await page.getByLabel('Industry').selectOption({ index: 1 })
  await page.getByRole('button', { name: 'Save and continue' }).click()

  await expect(page.getByRole('heading', { name: 'Work permit and visa' })).toBeVisible()
  await page.getByLabel('Work permit situation').selectOption('EU_BLUE_CARD')
  await page.getByRole('button', { name: 'Save and continue' }).click()

  await expect(page.getByRole('heading', { name: 'Languages and location' })).toBeVisible()
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByLabel('Work permit situation')).toHaveValue('EU_BLUE_CARD')
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await page.getByLabel('German level').selectOption('B2')
  await page.getByLabel('English level').selectOption('C1')
  await page.getByLabel('Preferred cities').fill('Berlin, Köln')
  await page.getByLabel('Earliest start date').fill('2027-03-01')
  await page.getByRole('button', { name: 'Save and continue' }).click()

  await expect(page.getByRole('heading', { name: 'Salary and CV' })).toBeVisible()
  await page.getByLabel('Minimum (€ per year)').fill('60000')
  await page.getByLabel('Maximum (€ per year)').fill('45000')
  await page.getByRole('button', { name: 'Finish' }).click()
  await expect(page.getByText('The maximum must not be below the minimum.')).toBeVisible()
  await page.getByLabel('Minimum (€ per year)').fill('45000')
  await page.getByLabel('Maximum (€ per year)').fill('60000')
  const pdf = Buffer.from('%PDF-1.4\n% curriculum vitae\n%%EOF\n')
  const cv = { name: 'amara-cv.pdf', mimeType: 'application/pdf', buffer: pdf }
  // No CV is stored before the consent to store it is given.
  await page.getByTestId('cv-input').setInputFiles(cv)
  await expect(page.getByText('Please accept this to continue')).toBeVisible()
  await expect(page.getByRole('link', { name: 'amara-cv.pdf' })).toHaveCount(0)
  await page.getByLabel(/allowed to share the documents I upload/).check()
  await page.getByTestId('cv-input').setInputFiles(cv)
  await expect(page.getByRole('link', { name: 'amara-cv.pdf' })).toBeVisible()
  await page.getByRole('button', { name: 'Finish' }).click()
  await expect(page.getByRole('heading', { name: 'Your answers are complete' })).toBeVisible()
}

test('a new consultee completes the profile, edits it behind the Save bar and finishes the onboarding', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-US' })
  const page = await context.newPage()
  const email = await confirmedConsultee(context)
  await signIn(page, email)
  await expect(page).toHaveURL(/\/consultee\/dashboard\/profile\/personal-information$/)
  await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible()
  const userMenu = page.getByRole('banner').getByRole('button', { name: 'User menu' })
  await userMenu.click()
  await page.getByRole('banner').getByRole('link', { name: 'Complete Profile' }).click()
  await expect(page).toHaveURL(/\/consultee\/dashboard\/profile\/personal-information$/)
  await expectAccessible(page)

  // Before submitting, only the personal information page opens.
  await page.goto(`${PROFILE}/experience`)
  await expect(page).toHaveURL(/\/profile\/personal-information$/)
  await page.getByRole('button', { name: 'Submit and complete profile' }).click()
  await expect(page.getByText('Country is required')).toBeVisible()
  await page.getByLabel('Country').selectOption({ label: 'Germany' })
  await page.getByTestId('image-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await photo() })
  const crop = page.getByRole('dialog', { name: 'Crop your picture' })
  await expectAccessible(page, crop)
  await crop.getByRole('button', { name: 'Use this picture' }).click()
  await expect(page.getByRole('img', { name: 'Your profile picture' })).toBeVisible()
  await page.getByRole('button', { name: 'Submit and complete profile' }).click()
  await expect(page.getByText('Data updated successfully!')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible()
  const submitted = await ownConsulteeData(page)
  expect(submitted).toMatchObject({ profileStatus: 'ACTIVE', country: 'DE', firstName: 'Amara' })
  expect(submitted.imageUrl).toMatch(/^\/api\/uploads\/file\//)

  const bar = page.getByRole('region', { name: 'Save or discard your changes' })
  const save = bar.getByRole('button', { name: 'Save changes' })
  await expect(save).toBeDisabled()
  await page.getByLabel('First name').fill('Amarachi')
  await expect(save).toBeEnabled()
  await bar.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByLabel('First name')).toHaveValue('Amara')
  await expect(save).toBeDisabled()
  await page.getByLabel('First name').fill('Amarachi')
  await save.click()
  await expect(page.getByText('Data updated successfully!').first()).toBeVisible()
  await expect(save).toBeDisabled()
  await page.reload()
  await expect(page.getByLabel('First name')).toHaveValue('Amarachi')

  await page.getByRole('navigation', { name: 'Profile pages' }).getByRole('link', { name: 'Skills' }).click()
  await expect(page.getByText('No skills added yet.')).toBeVisible()
  await page.getByLabel('New skill').fill('Patient care')
  await page.getByLabel('New skill').press('Enter')
  await page.getByLabel('New skill').fill('patient care')
  await page.getByRole('button', { name: 'Add skill' }).click()
  await expect(page.getByLabel(/^Level in/)).toHaveCount(1)
  await page.getByLabel('Level in Patient care').selectOption('EXPERT')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Data updated successfully!').first()).toBeVisible()
  await expect
    .poll(async () => (await ownConsulteeData(page)).skills)
    .toEqual([{ skillName: 'Patient care', proficiency: 'EXPERT' }])

  await page.goto(`${PROFILE}/profile-details`)
  const major = page.getByLabel('Specialization')
  await expect(major).toBeDisabled()
  await page.getByLabel('Industry').selectOption({ index: 1 })
  await major.selectOption({ index: 1 })
  await page.getByLabel('Industry').selectOption({ index: 2 })
  await expect(major).toHaveValue('')
  await major.selectOption({ index: 1 })
  await page.getByLabel('About me (optional)').fill('Nurse from Lagos, looking for a hospital job in Germany.')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Data updated successfully!').first()).toBeVisible()
  await expect.poll(async () => (await ownConsulteeData(page)).major).toBeTruthy()

  await page.goto(`${PROFILE}/experience`)
  await page.getByRole('button', { name: 'Add work experience' }).click()
  const job = page.getByRole('dialog', { name: 'Add work experience' })
  await expectAccessible(page, job)
  await job.getByLabel('Job title').fill('Staff nurse')
  await job.getByRole('combobox', { name: 'Company or organization' }).fill('Lagos University Hospital')
  await job.getByLabel('City').fill('Lagos')
  await job.getByLabel('Country').selectOption({ label: 'Nigeria' })
  await job.getByLabel('This is my current role').check()
  await expectPickerDisabled(job, 'To')
  await pickMonth(job, 'From', '2020-01')
  await job.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('paragraph').filter({ hasText: /^Staff nurse · / })).toBeVisible()
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Data updated successfully!').first()).toBeVisible()
  await expect
    .poll(async () => (await ownConsulteeData(page)).workingHistory)
    .toMatchObject([{ title: 'Staff nurse', toDate: 'NOW' }])
  await page.getByRole('button', { name: /^Delete Staff nurse/ }).click()
  const confirmDelete = page.getByRole('dialog', { name: 'Delete this entry?' })
  await expectAccessible(page, confirmDelete)
  await confirmDelete.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Nothing added yet.').first()).toBeVisible()
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Data updated successfully!').first()).toBeVisible()
  await expect.poll(async () => (await ownConsulteeData(page)).workingHistory).toEqual([])

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/consultee-onboarding')
  await expect(page.getByRole('heading', { name: 'Find work with vetted employers in Germany' })).toBeVisible()
  await expectAccessible(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.getByRole('button', { name: 'Start now' }).click()
  const dialog = page.getByRole('dialog', { name: 'Share your profile with employers?' })
  await expectAccessible(page, dialog)
  const consent = dialog.getByRole('checkbox')
  await expect(consent).not.toBeChecked()
  await dialog.getByRole('button', { name: 'Agree and start' }).click()
  await expect(dialog.getByText('Please tick the box to continue, or skip for now.')).toBeVisible()
  await consent.check()
  await dialog.getByRole('button', { name: 'Agree and start' }).click()
  await answerTheFourSteps(page)

  const data = await ownConsulteeData(page)
  expect(data.onboardingFormStatus).toBe('COMPLETED')
  expect(data.careerPreferences).toMatchObject({
    targetRole: 'Registered nurse',
    workPermit: 'EU_BLUE_CARD',
    germanLevel: 'B2',
    englishLevel: 'C1',
    preferredCities: ['Berlin', 'Köln'],
    earliestStartDate: '2027-03-01',
    salaryMinEuro: 45000,
    salaryMaxEuro: 60000,
    cvFileName: 'amara-cv.pdf',
  })
  // The answers are also on the career preferences page of the profile.
  await page.goto(`${PROFILE}/career-preferences`)
  await expect(page.getByLabel('Target role')).toHaveValue('Registered nurse')
  await context.close()
})

test('auf Deutsch: ein abgemeldeter Besucher startet, meldet sich an und landet wieder in der Befragung', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'de-DE' })
  const email = await confirmedConsultee(context, 'jobsuche')
  const page = await context.newPage()
  await page.goto('/consultee-onboarding')
  await expect(
    page.getByRole('heading', { name: 'Finde Arbeit bei geprüften Arbeitgebern in Deutschland' }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Jetzt starten' }).click()
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fconsultee-onboarding%3Faction%3Dstart$/)
  await logInHere(page, email)

  await expect(page).toHaveURL(/\/consultee-onboarding$/)
  const dialog = page.getByRole('dialog', { name: 'Dein Profil mit Arbeitgebern teilen?' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(/geprüften Arbeitgebern in Deutschland teilt/)).toBeVisible()
  await dialog.getByRole('checkbox').check()
  await dialog.getByRole('button', { name: 'Zustimmen und starten' }).click()
  await expect(page.getByRole('heading', { name: 'Wunschrolle und Branche' })).toBeVisible()
  await expect(page.getByText('Schritt 1 von 4')).toBeVisible()
  await page.getByRole('button', { name: 'Speichern und weiter' }).click()
  await expect(page.getByText('Sag uns, welche Stelle du suchst.')).toBeVisible()
  await expect(page.getByText('Branche ist erforderlich')).toBeVisible()
  await expect.poll(async () => (await ownConsulteeData(page)).onboardingFormStatus).toBe('STARTED')
  await page.getByLabel('Wunschrolle').fill('Pflegefachkraft')
  await page.getByLabel('Branche').selectOption({ index: 1 })
  await page.getByRole('button', { name: 'Speichern und weiter' }).click()
  await expect(page.getByRole('heading', { name: 'Arbeitserlaubnis und Visum' })).toBeVisible()
  // The saved step counts: after a reload the form opens on the first unanswered step.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Arbeitserlaubnis und Visum' })).toBeVisible()
  await expect(page.getByText('Schritt 2 von 4')).toBeVisible()
  await expect.poll(async () => (await ownConsulteeData(page)).onboardingFormStatus).toBe('STEP1')
  await context.close()
})

test('a signed-out visitor who skips is asked to log in, and the skip is recorded afterwards', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' })
  const email = await confirmedConsultee(context, 'skipper')
  const page = await context.newPage()
  await page.goto('/consultee-onboarding')
  await page.getByRole('button', { name: 'Skip for now' }).click()
  await expect(page).toHaveURL(/\/sign-in\?redirect=/)
  await logInHere(page, email)
  await expect(page).toHaveURL(/\/consultee-onboarding$/)
  await expect(page.getByText('You skipped the questions for now. You can start them at any time.')).toBeVisible()
  await expect.poll(async () => (await ownConsulteeData(page)).onboardingFormStatus).toBe('SKIPPED')
  // Skipping can be undone: the consent dialog opens again, now without a second skip.
  await page.getByRole('button', { name: 'Start now' }).click()
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Not now' })).toBeVisible()
  await context.close()
})

test('a signed-out visitor who chooses to explore consultants gets there after logging in', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' })
  const email = await confirmedConsultee(context, 'explorer')
  const page = await context.newPage()
  await page.goto('/consultee-onboarding')
  await page.getByRole('button', { name: 'Explore consultants' }).click()
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fconsultee-onboarding%3Faction%3Dexplore$/)
  await logInHere(page, email)
  await expect(page).toHaveURL(/\/consultants$/)
  // Exploring answers no question: the onboarding is still not started (an unset status means the same).
  await expect
    .poll(async () => [null, 'NOT_STARTED'].includes((await ownConsulteeData(page)).onboardingFormStatus ?? null))
    .toBe(true)
  await context.close()
})

test('consultants do not see the job-seeker onboarding', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' })
  const page = await context.newPage()
  const email = await confirmedConsultant(context, 'mentor')
  await signIn(page, email)
  await expect(page).toHaveURL(/\/on-boarding$/)
  const response = await page.goto('/consultee-onboarding')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible()
  await context.close()
})

test('the sign-up form offers an unticked referral box only when a referral code is remembered', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-US' })
  const page = await context.newPage()
  await page.goto('/consultee-register')
  await expect(page.getByLabel(/A friend invited me/)).toHaveCount(0)
  await context.addCookies([{ name: 'refCode', value: 'abcd2345', url: page.url() }])
  await page.reload()
  await expect(page.getByLabel(/A friend invited me/)).not.toBeChecked()
  await context.close()
})
