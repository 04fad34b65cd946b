import { expect, test, type Page } from '@playwright/test'

import { expectAccessible } from '../helpers/e2eAxe'
import { approvedConsultant } from '../helpers/e2eApprovedConsultant'

/** The calendar day `days` after today (UTC), as the date fields take it: far enough ahead for every zone. */
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** Pages the grid forward until a slot of the time off shows (the days may lie in the next week or the one after). */
async function findTimeOffInGrid(page: Page, nextWeek: string, slotName: RegExp) {
  const slot = page.getByRole('button', { name: slotName }).first()
  for (let week = 0; week < 3 && !(await slot.isVisible()); week++) {
    await page.getByRole('button', { name: nextWeek, exact: true }).click()
  }
  await expect(slot).toBeVisible()
}

test('a consultant keeps 30 minutes after each session, two a day and 48 hours of notice; a wrong notice is named', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const { context, page } = await approvedConsultant(browser, 'en-US', 'rules')
  // Fields typed into before the page has hydrated would be reset by it.
  await page.goto('/consultant/dashboard/availability', { waitUntil: 'networkidle' })
  const rules = page.getByRole('region', { name: 'Buffers, notice and limits' })
  await expect(rules).toBeVisible()

  await rules.getByLabel('Buffer after each session').selectOption('30')
  await rules.getByLabel('Sessions per day at most').fill('2')
  await rules.getByLabel('Minimum notice (hours)').fill('9999')
  await rules.getByRole('button', { name: 'Save settings' }).click()
  await expect(rules.getByText('The minimum notice must be a whole number of hours from 0 to 720.')).toBeVisible()
  await expectAccessible(page, rules)

  await rules.getByLabel('Minimum notice (hours)').fill('48')
  await rules.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByText('Your settings were saved.')).toBeVisible()
  await expect(rules.getByText('The minimum notice must be', { exact: false })).toBeHidden()

  await page.reload()
  await expect(rules.getByLabel('Buffer after each session')).toHaveValue('30')
  await expect(rules.getByLabel('Buffer before each session')).toHaveValue('0')
  await expect(rules.getByLabel('Minimum notice (hours)')).toHaveValue('48')
  await expect(rules.getByLabel('Sessions per day at most')).toHaveValue('2')
  await expect(rules.getByLabel('Sessions per week at most')).toHaveValue('')
  await context.close()
})

test('auf dem Handy trägt eine Beraterin zwei Tage Abwesenheit ein, sieht sie im Kalender und entfernt sie wieder', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const { context, page } = await approvedConsultant(browser, 'de-DE', 'time-off')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/consultant/dashboard/availability', { waitUntil: 'networkidle' })
  const timeOff = page.getByRole('region', { name: 'Abwesenheiten', exact: true })
  await expect(timeOff.getByText('Keine Abwesenheiten geplant.')).toBeVisible()

  // Last day before the first: refused, the field says why. (Again if the page hydrated meanwhile and
  // emptied the fields.)
  await expect(async () => {
    await timeOff.getByLabel('Erster Tag').fill(dayAhead(16))
    await timeOff.getByLabel('Letzter Tag').fill(dayAhead(15))
    await timeOff.getByRole('button', { name: 'Abwesenheit eintragen' }).click()
    await expect(timeOff.getByText('Der letzte Tag darf nicht vor dem ersten liegen.')).toBeVisible({ timeout: 3000 })
  }).toPass({ timeout: 30_000 })
  await expectAccessible(page, timeOff)

  await timeOff.getByLabel('Letzter Tag').fill(dayAhead(17))
  await timeOff.getByRole('button', { name: 'Abwesenheit eintragen' }).click()
  await expect(page.getByText('Deine Abwesenheit wurde eingetragen.')).toBeVisible()
  const range = timeOff.getByRole('listitem').filter({ hasText: '(2 Tage)' })
  await expect(range).toBeVisible()
  await expect(timeOff.getByLabel('Erster Tag')).toHaveValue('')

  // The grid shows those days as time off.
  await findTimeOffInGrid(page, 'Nächste Woche', /, 09:00, abwesend$/)

  await range.getByRole('button', { name: /^Abwesenheit .+ entfernen$/ }).click()
  await expect(page.getByText('Deine Abwesenheit wurde entfernt.')).toBeVisible()
  await expect(timeOff.getByText('Keine Abwesenheiten geplant.')).toBeVisible()
  await context.close()
})
