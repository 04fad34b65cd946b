import { expect, type Locator, type Page } from '@playwright/test'

/** The month-year picker whose legend is `label`. */
export const monthPicker = (scope: Page | Locator, label: string) =>
  scope.getByRole('group', { name: label, exact: true })

/** The year list of a picker as the reader sees it, placeholder first. */
export const pickerYears = (scope: Page | Locator, label: string) =>
  monthPicker(scope, label).getByRole('combobox', { name: 'Year' }).locator('option').allTextContents()

/** Chooses `month` ('yyyy-MM') in the picker named `label`: the year first, then the month. */
export async function pickMonth(scope: Page | Locator, label: string, month: string) {
  const [year = '', monthNumber = ''] = month.split('-')
  const picker = monthPicker(scope, label)
  await picker.getByRole('combobox', { name: 'Year' }).selectOption(year)
  await picker.getByRole('combobox', { name: 'Month' }).selectOption(monthNumber)
}

/** Both selects of the picker cannot be used. */
export async function expectPickerDisabled(scope: Page | Locator, label: string) {
  const selects = monthPicker(scope, label).getByRole('combobox')
  await expect(selects).toHaveCount(2)
  for (const select of await selects.all()) await expect(select).toBeDisabled()
}
