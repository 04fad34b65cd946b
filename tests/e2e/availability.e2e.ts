import { expect, test, type Page } from '@playwright/test'

import { expectAccessible } from '../helpers/e2eAxe'
import { signIn } from '../helpers/e2eAccounts'
import { approvedConsultant } from '../helpers/e2eApprovedConsultant'

// "Mon, Nov 30, 09:00": the slot's accessible name is its day, then its time.
const slot = (page: Page, weekday: string, time: string) =>
  page.getByRole('button', { name: new RegExp(`^${weekday}\\b.*, ${time}$`) })

test('a consultant sets slots, copies a day, saves them, and visitors see the next free time', async ({ browser }) => {
  test.setTimeout(180_000)
  const { context, page, userId } = await approvedConsultant(browser, 'en-US', 'availability')
  await page.goto('/consultant/dashboard/availability')
  await expect(page.getByRole('heading', { name: 'Availability', level: 1 })).toBeVisible()
  await expect(page.getByText('You have not set any bookable times yet.', { exact: false })).toBeVisible()
  await page.getByLabel('Your time zone').selectOption('Europe/Berlin')
  await page.getByRole('button', { name: 'Next week', exact: true }).click()

  await slot(page, 'Mon', '09:00').click()
  await expect(slot(page, 'Mon', '09:00')).toHaveAttribute('aria-pressed', 'true')
  // The keyboard moves between slots with the arrow keys and toggles with Space.
  await page.keyboard.press('ArrowDown')
  await expect(slot(page, 'Mon', '09:30')).toBeFocused()
  await page.keyboard.press('Space')
  await expect(slot(page, 'Mon', '09:30')).toHaveAttribute('aria-pressed', 'true')
  await expect(slot(page, 'Mon', '10:00')).toHaveAttribute('aria-pressed', 'false')

  await page
    .getByRole('group', { name: /^Actions for Mon/ })
    .getByRole('button', { name: 'Copy day to…' })
    .click()
  const dialog = page.getByRole('dialog', { name: /^Copy Monday/ })
  await expectAccessible(page, dialog)
  await dialog
    .getByRole('group', { name: 'This week' })
    .getByLabel(/^Wednesday/)
    .check()
  await dialog.getByRole('button', { name: 'Copy' }).click()
  await expect(dialog).toBeHidden()
  await expect(slot(page, 'Wed', '09:30')).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('columnheader', { name: /^Wed.*Changed/ })).toBeVisible()

  await page.getByRole('button', { name: 'Save availability' }).click()
  await expect(page.getByText('Your availability was saved.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save availability' })).toBeDisabled()
  await page.reload()
  await expect(page.getByLabel('Your time zone')).toHaveValue('Europe/Berlin')
  await page.getByRole('button', { name: 'Next week', exact: true }).click()
  for (const [weekday, time] of [
    ['Mon', '09:00'],
    ['Mon', '09:30'],
    ['Wed', '09:00'],
    ['Wed', '09:30'],
  ]) {
    await expect(slot(page, weekday!, time!)).toHaveAttribute('aria-pressed', 'true')
  }
  await expect(slot(page, 'Tue', '09:00')).toHaveAttribute('aria-pressed', 'false')
  await context.close()

  // A visitor reads times in the fallback zone, Europe/London: 09:00 in Berlin is 08:00 there.
  for (const [locale, expected] of [
    ['en-US', /Next available: (tomorrow|Monday, \d+ \w+) at 08:00/],
    ['de-DE', /Nächster freier Termin: (morgen|Montag, \d+\. \w+) um 08:00/],
  ] as const) {
    const visitor = await browser.newContext({ locale })
    const profile = await visitor.newPage()
    await profile.goto(`/consultants/${userId}`)
    await expect(profile.getByTestId('next-availability')).toHaveText(new RegExp(expected.source))
    await visitor.close()
  }
})

test('a seeded consultant has demo hours, so the profile names the next free time', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' })
  const page = await context.newPage()
  await page.goto('/consultants?search=Jonas%20Weber')
  await page.getByRole('link', { name: 'Jonas Weber' }).click()
  await expect(page.getByTestId('next-availability')).toHaveText(
    /^Next available: .+ at \d\d:\d\d \(Times in Europe\/London\)$/,
  )
  await context.close()
})

test('the editor opens at the consultant’s hours, its week actions look like buttons, its bar covers no row', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await signIn(page, 'jonas.weber@example.com', 'Demo#2026')
  await expect(page).not.toHaveURL(/\/sign-in/)
  await page.goto('/consultant/dashboard/availability')
  const grid = page.getByTestId('availability-grid-scroller')
  await expect(grid).toBeVisible()
  // The demo hours start in the morning: the grid is scrolled there rather than showing midnight (once
  // hydrated: the server-rendered grid is visible before).
  await expect.poll(() => grid.evaluate((element) => element.scrollTop)).toBeGreaterThan(0)
  // This week's hours may all be gone by (late on a Friday); next week's are ahead, and the place stays.
  await page.getByRole('button', { name: /Next week/ }).click()
  const firstOpen = grid.getByRole('button', { pressed: true }).first()
  const [gridBox, openBox] = [(await grid.boundingBox())!, (await firstOpen.boundingBox())!]
  expect(openBox.y).toBeGreaterThanOrEqual(gridBox.y)
  expect(openBox.y + openBox.height).toBeLessThanOrEqual(gridBox.y + gridBox.height)

  for (const name of ['Copy week to next week', 'Repeat this week every week']) {
    const border = await page
      .getByRole('button', { name })
      .evaluate((element) => getComputedStyle(element).borderTopStyle + ' ' + getComputedStyle(element).borderTopWidth)
    expect(border, name).not.toMatch(/^none|\b0px$/)
  }
  const bar = (await page.getByRole('button', { name: 'Save availability' }).boundingBox())!
  expect(bar.y).toBeGreaterThanOrEqual(gridBox.y + gridBox.height)
  await context.close()
})

test('the availability page is for approved consultants only', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' })
  const page = await context.newPage()
  await page.goto('/consultant/dashboard/availability')
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fconsultant%2Fdashboard%2Favailability$/)
  await context.close()
})

test('on a tablet the week stays between its arrows and every day head keeps its actions in its column', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 768, height: 1000 } })
  const page = await context.newPage()
  await signIn(page, 'jonas.weber@example.com', 'Demo#2026')
  await expect(page).not.toHaveURL(/\/sign-in/)
  await page.goto('/consultant/dashboard/availability')
  await expect(page.getByTestId('availability-grid-scroller')).toBeVisible()

  const middle = async (box: Promise<{ y: number; height: number } | null>) => {
    const found = (await box)!
    return found.y + found.height / 2
  }
  const week = await middle(page.getByRole('heading', { name: /^Woche vom/ }).boundingBox())
  for (const name of ['Vorherige Woche', 'Nächste Woche']) {
    const arrow = page.getByRole('button', { name, exact: true })
    expect(Math.abs((await middle(arrow.boundingBox())) - week), name).toBeLessThan(8)
  }

  const heads = page.getByTestId('availability-grid-scroller').locator('thead th[scope="col"]')
  const overflowing = await heads.evaluateAll((cells) =>
    cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent),
  )
  expect(overflowing).toEqual([])
  // Icons in narrow columns: still named, for screen readers and by their tooltip.
  const sunday = page.getByRole('group', { name: /So\., / })
  await expect(sunday.getByRole('button', { name: 'Tag kopieren nach…' })).toHaveAttribute(
    'title',
    'Tag kopieren nach…',
  )
  await expect(sunday.getByRole('button', { name: /leeren/ })).toHaveAttribute('title', 'Tag leeren')
  await context.close()
})
