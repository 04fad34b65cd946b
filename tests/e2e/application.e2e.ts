import { expect, type Locator, type Page, test } from '@playwright/test'
import sharp from 'sharp'

import { stepBodies } from '../helpers/applicationBodies'
import { confirmedConsultant, signIn, signIntoAdmin } from '../helpers/e2eAccounts'
import { e2eMailDir } from '../helpers/e2eMail'
import { readMails } from '../helpers/mailSink'
import { expectPickerDisabled, monthPicker, pickMonth, pickerYears } from '../helpers/monthPicker'
import { currentMonthAt } from '@/domain/schemas'

const motivation =
  'For ten years I have hired engineers in Berlin, and I keep meeting talented people from abroad who do not ' +
  'know how German companies read a CV or run an interview. I want to give them the honest advice I would give ' +
  'a friend, and help them land a role where they can grow. Many of them only need an hour of clear guidance.'
const aboutMe =
  'Engineering manager in Berlin with twelve years in product teams. I review CVs every week and coach people ' +
  'through technical and behavioural interviews.'

/** A square-ish photo the browser crops: a 400×300 PNG. */
const photo = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 40, g: 90, b: 200 } } })
    .png()
    .toBuffer()
const video = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(256 * 1024)])

// The schemas' current month: the latest one that has begun anywhere on Earth.
const thisYear = () => Number(currentMonthAt(new Date()).slice(0, 4))

/** Work dates offer no year after this one, and in this year no month after this one. */
async function expectWorkPickerStopsAtThisMonth(job: Locator) {
  const years = await pickerYears(job, 'From')
  expect(years.slice(0, 2)).toEqual(['Year', String(thisYear())])
  expect(years.at(-1)).toBe(String(thisYear() - 100))
  expect(years.slice(1).filter((year) => Number(year) > thisYear())).toEqual([])
  const picker = monthPicker(job, 'From')
  await picker.getByRole('combobox', { name: 'Year' }).selectOption(String(thisYear()))
  const laterMonths = 12 - Number(currentMonthAt(new Date()).slice(5, 7))
  await expect(picker.getByRole('combobox', { name: 'Month' }).locator('option:disabled')).toHaveCount(laterMonths)
}

/** The education end reaches 10 years ahead; every year list spans 100 years back. */
async function expectEducationEndReachesTenYearsAhead(degree: Locator) {
  const years = await pickerYears(degree, 'To')
  expect([years[0], years[1], years.at(-1), years.length]).toEqual([
    'Year',
    String(thisYear() + 10),
    String(thisYear() - 100),
    1 + 111,
  ])
  const months = await monthPicker(degree, 'To')
    .getByRole('combobox', { name: 'Month' })
    .locator('option')
    .allTextContents()
  expect(months).toEqual([
    'Month',
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ])
}

async function stepOne(page: Page) {
  await expect(page.getByText('Step 1 of 4')).toBeVisible()
  await page.getByTestId('image-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await photo() })
  const crop = page.getByRole('dialog', { name: 'Crop your picture' })
  await expect(crop.getByRole('slider', { name: 'Crop area' })).toBeVisible()
  await crop.getByRole('slider', { name: 'Crop area' }).press('ArrowRight')
  await crop.getByRole('button', { name: 'Use this picture' }).click()
  await expect(page.getByRole('img', { name: 'Your profile picture' })).toBeVisible()
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Example')
  await page.getByLabel('Country').selectOption({ label: 'Germany' })
  await page.getByLabel('City').fill('Berlin')
  await page.getByLabel('Languages you advise in').selectOption({ label: 'English' })
  await page.getByLabel('Languages you advise in').selectOption({ label: 'German' })
  await page.getByLabel('Gender').selectOption({ label: 'Female' })
  await page.getByLabel('Why do you want to advise on CareerBridge?').fill(motivation)
  await page.getByLabel('How did you hear about us?').selectOption({ label: 'LinkedIn' })
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page).toHaveURL(/\/consultant-application\/profile-details$/)
}

async function stepTwo(page: Page) {
  await expect(page.getByText('Step 2 of 4')).toBeVisible()
  await page.getByLabel('Tagline').fill('Engineering manager helping you land a tech job in Germany')
  await page.getByLabel('About me').fill(aboutMe)
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.getByText('Please add at least one link').first()).toBeVisible()
  // The link inputs take at most 90 characters, pasted or typed.
  const longest = `https://www.linkedin.com/in/${'a'.repeat(62)}`
  for (const label of ['LinkedIn profile', 'GitHub profile', 'Xing profile', 'Website', '…or a link to a video']) {
    const input = page.getByLabel(label, { exact: true })
    await expect(input).toHaveAttribute('maxlength', '90')
    await input.fill(`${longest}-cut-off`)
    await input.pressSequentially('xyz')
    await expect(input).toHaveValue(longest)
    await input.fill('')
  }
  await page.getByLabel('LinkedIn profile').fill('https://www.linkedin.com/in/ada-example')
  // The upload itself needs its own consent, apart from the consent to publish the video.
  await page.getByTestId('video-input').setInputFiles({ name: 'intro.mp4', mimeType: 'video/mp4', buffer: video })
  await expect(page.getByText('Please accept this to continue')).toBeVisible()
  await expect(page.getByText('intro.mp4')).toHaveCount(0)
  await page.getByLabel(/I hold the rights to the video I upload/).check()
  await page.getByTestId('video-input').setInputFiles({ name: 'intro.mp4', mimeType: 'video/mp4', buffer: video })
  await expect(page.getByText('intro.mp4')).toBeVisible()
  // Changing the video in any way takes back the consent to publish it: it has to be given again.
  const consent = page.getByLabel(/shows my intro video on my public profile/)
  await consent.check()
  await page.getByLabel('…or a link to a video', { exact: true }).fill('https://videos.example.com/ada')
  await expect(consent).not.toBeChecked()
  await page.getByLabel('…or a link to a video', { exact: true }).fill('')
  await consent.check()
  await page.getByRole('button', { name: 'Remove video' }).click()
  const confirmRemoval = page.getByRole('dialog', { name: 'Remove your intro video?' })
  await confirmRemoval.getByRole('button', { name: 'Remove video' }).click()
  await expect(page.getByText('intro.mp4')).toHaveCount(0)
  await expect(consent).toHaveCount(0)
  await page.getByTestId('video-input').setInputFiles({ name: 'intro.mp4', mimeType: 'video/mp4', buffer: video })
  await expect(page.getByText('intro.mp4')).toBeVisible()
  await expect(consent).not.toBeChecked()
  await consent.check()
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page).toHaveURL(/\/consultant-application\/skills-services$/)
}

async function stepThree(page: Page) {
  await expect(page.getByText('Step 3 of 4')).toBeVisible()
  const skills = page.getByLabel('Skills', { exact: true })
  await skills.fill('Typ')
  await page.getByRole('list', { name: 'Suggestions' }).getByRole('button', { name: 'TypeScript' }).click()
  await expect(page.getByRole('list', { name: /Your skills/ }).getByText('TypeScript')).toBeVisible()
  await page.getByRole('button', { name: 'Remove TypeScript' }).click()
  await skills.fill('Qqq')
  await expect(page.getByText('No skills found')).toBeVisible()
  for (const skill of ['Hiring', 'Interviewing', 'CV review', 'Leadership', 'hiring', 'TypeScript']) {
    await skills.fill(skill)
    await skills.press('Enter')
  }
  await expect(page.getByText('you have 5.')).toBeVisible()
  const catalogue = page.getByTestId('services-catalogue')
  await catalogue.getByRole('checkbox').nth(0).check()
  await expect(page.getByText('High demand').first()).toBeVisible()
  for (let index = 1; index < 5; index++) await catalogue.getByRole('checkbox').nth(index).check()
  const descriptions = page.getByLabel(/^Description of/)
  for (let index = 0; index < 5; index++) await descriptions.nth(index).fill('One focused hour on exactly this.')
  await page.getByLabel('Trial session').fill('0')
  await expect(page.getByText('A free trial session helps job seekers')).toBeVisible()
  await page.getByLabel('30 minutes').fill('60')
  await page.getByLabel('60 minutes').fill('50')
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.getByText('The 30-minute price must be lower than the 60-minute price').first()).toBeVisible()
  await page.getByLabel('60 minutes').fill('99.5')
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page).toHaveURL(/\/consultant-application\/experience$/)
}

async function stepFour(page: Page) {
  await expect(page.getByText('Step 4 of 4')).toBeVisible()
  await expect(page.getByLabel('Specialization')).toBeDisabled()
  await page.getByLabel('Industry').selectOption({ label: 'Information Technology' })
  await page.getByLabel('Specialization').selectOption({ label: 'Computer Science' })
  await page.getByLabel('Years of experience').selectOption({ label: '12 years' })

  await page.getByRole('button', { name: 'Add work experience' }).click()
  const job = page.getByRole('dialog', { name: 'Add work experience' })
  await job.getByLabel('Job title').fill('Engineering Manager')
  const company = job.getByRole('combobox', { name: 'Company or organization' })
  await company.fill('Za')
  await expect(job.getByRole('listbox')).toHaveCount(0)
  await company.fill('Zyx')
  await expect(job.getByText('No companies found')).toBeVisible()
  await company.fill('Zal')
  await job.getByRole('option', { name: 'Zalando' }).click()
  await expect(company).toHaveValue('Zalando')
  await job.getByLabel('City').fill('Berlin')
  await job.getByLabel('Country').selectOption({ label: 'Germany' })
  await job.getByLabel('This is my current role').check()
  await expectPickerDisabled(job, 'To')
  await expectWorkPickerStopsAtThisMonth(job)
  await pickMonth(job, 'From', '2019-04')
  await job.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('paragraph').filter({ hasText: /^Engineering Manager · Zalando$/ })).toBeVisible()

  await page.getByRole('button', { name: 'Add education' }).click()
  const degree = page.getByRole('dialog', { name: 'Add education' })
  await degree.getByLabel('Degree').selectOption({ label: 'Master' })
  await degree.getByLabel('Field of study').fill('Computer Science')
  await degree.getByLabel('University or school').fill('TU Berlin')
  await degree.getByLabel('City').fill('Berlin')
  await degree.getByLabel('Country').selectOption({ label: 'Germany' })
  await expectEducationEndReachesTenYearsAhead(degree)
  await pickMonth(degree, 'From', '2010-10')
  await pickMonth(degree, 'To', '2009-09')
  await degree.getByRole('button', { name: 'Save' }).click()
  await expect(degree.getByText('The end date must not be before the start date')).toBeVisible()
  await pickMonth(degree, 'To', '2013-09')
  await degree.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('paragraph').filter({ hasText: /^Computer Science · TU Berlin$/ })).toBeVisible()

  const pdf = Buffer.from('%PDF-1.4\n% certificate\n%%EOF\n')
  await page.getByLabel(/allowed to share the documents I upload/).check()
  await page.getByLabel(/checks the documents I upload to verify my profile/).check()
  await page
    .getByTestId('document-input')
    .setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: pdf })
  await expect(page.getByRole('link', { name: 'certificate.pdf' })).toBeVisible()
  await page.getByLabel(/Small business/).check()
  const declarations = page.getByRole('group', { name: 'Declarations' }).getByRole('checkbox')
  await expect(declarations).toHaveCount(5)
  for (const box of await declarations.all()) await box.check()
  await page.getByRole('button', { name: 'Submit application' }).click()
  const confirm = page.getByRole('dialog', { name: 'Submit your application?' })
  await confirm.getByRole('button', { name: 'Yes, submit' }).click()
  await expect(page).toHaveURL(/\/application-success$/)
  await expect(page.getByRole('heading', { name: 'Thank you, your application is submitted' })).toBeVisible()
}

test('a consultant applies in four steps with picture and video, and a reviewer approves in the admin panel', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const consultant = await browser.newContext({ locale: 'en-US' })
  const email = await confirmedConsultant(consultant)
  const page = await consultant.newPage()
  await signIn(page, email)
  await expect(page).toHaveURL(/\/on-boarding$/)
  await page.getByRole('link', { name: 'Start your application' }).click()
  await stepOne(page)
  // Leaving and coming back resumes at the saved step with the saved values.
  await page.goto('/on-boarding')
  await page.getByRole('link', { name: 'Continue your application' }).click()
  await expect(page).toHaveURL(/\/profile-details$/)
  await page.getByRole('link', { name: 'Back' }).click()
  await expect(page.getByLabel('City')).toHaveValue('Berlin')
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await stepTwo(page)
  await stepThree(page)
  await stepFour(page)

  // Before approval the profile is a preview for its owner and hidden from everyone else.
  const me = await page.evaluate(() => fetch('/api/auth/me').then((response) => response.json()))
  const publicPath = `/consultants/${me.userShortId}`
  await page.goto(publicPath)
  await expect(page.getByRole('note')).toContainText('only you can see your profile')
  const early = await browser.newContext()
  expect((await early.request.get(publicPath)).status()).toBe(404)
  await early.close()

  const staff = await browser.newContext({ locale: 'en-US' })
  const admin = await staff.newPage()
  await signIntoAdmin(admin, 'reviewer@careerbridge.dev', 'Review#2026')
  await admin.goto('/admin/collections/consultant-profiles?limit=100')
  await admin.getByRole('link', { name: 'Ada Example' }).click()
  await expect(admin.getByTestId('applicant-status')).toHaveText('APPLICATION_SUBMITTED')
  await expect(admin.getByRole('img', { name: 'Profile picture' })).toBeVisible()
  await expect(admin.getByRole('link', { name: 'certificate.pdf' })).toBeVisible()
  await admin.getByRole('button', { name: 'Approve' }).click()
  await expect(admin.getByText('Approved. The consultant is now active and was emailed.')).toBeVisible()

  const visitor = await (await browser.newContext({ locale: 'en-US' })).newPage()
  await visitor.goto(publicPath)
  await expect(visitor.getByRole('heading', { name: 'Ada Example' })).toBeVisible()
  await expect(visitor.getByText('Engineering manager helping you land a tech job in Germany')).toBeVisible()
  await expect(visitor.getByRole('link', { name: 'Book Now' })).toBeVisible()
  await visitor.context().close()
  await consultant.close()
  await staff.close()
})

test('ein Prüfer fordert Änderungen an; die Beraterin sieht den Grund auf Deutsch, ändert Schritt 2 und sendet erneut ab', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const consultant = await browser.newContext({ locale: 'de-DE' })
  const email = await confirmedConsultant(consultant, 'changes')
  const page = await consultant.newPage()
  await signIn(page, email)
  await expect(page).toHaveURL(/\/on-boarding$/)
  // The four steps through the API, as the stepper sends them, then the submit.
  const answers = await page.evaluate(async (bodies) => {
    const send = (path: string, body: unknown, method = 'PUT') =>
      fetch(`/api/consultants/application/${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((response) => response.status)
    return [
      await send('personal-information', {
        ...bodies.personalInformation,
        personalInformation: {
          ...bodies.personalInformation.personalInformation,
          firstName: 'Bea',
          lastName: 'Beispiel',
        },
      }),
      await send('profile-details', bodies.profileDetails),
      await send('skills-services', bodies.skillsServices),
      await send('experience', bodies.experience),
      await send('submit', {}, 'POST'),
    ]
  }, stepBodies)
  expect(answers).toEqual([200, 200, 200, 200, 200])

  const staff = await browser.newContext({ locale: 'en-US' })
  const admin = await staff.newPage()
  await signIntoAdmin(admin, 'reviewer@careerbridge.dev', 'Review#2026')
  await admin.goto('/admin/collections/consultant-profiles?limit=100')
  await admin.getByRole('link', { name: 'Bea Beispiel' }).click()
  await admin.getByRole('button', { name: 'Request changes' }).click()
  const reason = 'Bitte ergänze dein GitHub-Profil und erzähle mehr über deine Erfahrung.'
  await admin.getByLabel('What needs to change (sent to the consultant)').fill(reason)
  await admin.getByLabel('Step concerned').selectOption({ label: '2 · Profile details' })
  await admin.getByRole('button', { name: 'Send request' }).click()
  await expect(admin.getByText('Changes requested. The consultant was emailed.')).toBeVisible()
  await staff.close()

  await expect.poll(() => readMails(e2eMailDir(), email).some((mail) => mail.text.includes(reason))).toBe(true)
  await page.goto('/on-boarding')
  const request = page.getByRole('note', { name: 'Unsere Prüfer bitten um Änderungen' })
  await expect(request.getByText(reason)).toBeVisible()
  await request.getByRole('link', { name: 'Diesen Schritt öffnen' }).click()
  await expect(page).toHaveURL(/\/consultant-application\/profile-details$/)
  await expect(page.getByText('Schritt 2 von 4')).toBeVisible()
  await expect(page.getByText(reason)).toBeVisible()
  await expect(page.getByLabel('Slogan')).toHaveValue(stepBodies.profileDetails.tagline)
  await page.getByLabel('GitHub-Profil').fill('https://github.com/bea-beispiel')
  await page.getByRole('button', { name: 'Speichern und weiter' }).click()
  await expect(page).toHaveURL(/\/skills-services$/)
  await page.getByRole('button', { name: 'Speichern und weiter' }).click()
  await expect(page).toHaveURL(/\/experience$/)
  const declarations = page.getByRole('group', { name: 'Erklärungen' }).getByRole('checkbox')
  for (const box of await declarations.all()) await box.check()
  await page.getByRole('button', { name: 'Bewerbung absenden' }).click()
  await page.getByRole('dialog', { name: 'Bewerbung absenden?' }).getByRole('button', { name: 'Ja, absenden' }).click()
  await expect(page.getByRole('heading', { name: 'Danke, deine Bewerbung ist abgesendet' })).toBeVisible()
  await consultant.close()
})
