import { expect, test, type Page } from '@playwright/test'

/** The 30-minute prices the cards show, in euros, in the order shown ('Free session' is 0). */
async function shownPrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('consultant-price').allInnerTexts()
  return (
    texts
      .filter((text) => text.trim() !== '')
      // '€45.00 / 30 min': the first number is the price.
      .map((text) => (/free/i.test(text) ? 0 : Number(/\d+(?:\.\d+)?/.exec(text)?.[0])))
  )
}

const ascending = (values: number[]) => values.every((value, index) => index === 0 || values[index - 1]! <= value)
const descending = (values: number[]) => values.every((value, index) => index === 0 || values[index - 1]! >= value)

test.describe('steering the consultant list', () => {
  test('sorts by price both ways, filters by language and price, pages with the filters kept, reloads the same', async ({
    browser,
  }) => {
    const page = await (await browser.newContext({ locale: 'en-US' })).newPage()
    await page.goto('/consultants')
    await expect(page.getByText(/^\d+ consultants$/)).toBeVisible()

    await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' })
    await expect(page).toHaveURL(/sort=price-asc/)
    await expect.poll(async () => ascending(await shownPrices(page))).toBe(true)
    expect((await shownPrices(page)).length).toBeGreaterThan(3)

    await page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' })
    await expect(page).toHaveURL(/sort=price-desc/)
    await expect.poll(async () => descending(await shownPrices(page))).toBe(true)

    // German speakers only: Sophie (English, French) goes, Jonas (German, English) stays.
    await page.getByLabel('Session language').selectOption({ label: 'German' })
    await expect(page).toHaveURL(/language=de/)
    await expect(page.getByRole('link', { name: 'Sophie Martin' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Jonas Weber' })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('German')

    // A price range typed with the keyboard, applied on Enter.
    await page.getByLabel('Lowest price in euros').fill('30')
    await page.getByLabel('Highest price in euros').fill('50')
    await page.getByLabel('Highest price in euros').press('Enter')
    await expect(page).toHaveURL(/minPrice=30&maxPrice=50/)
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('€30–50')
    await expect.poll(async () => (await shownPrices(page)).every((price) => price >= 30 && price <= 50)).toBe(true)
    await expect(page.getByRole('link', { name: 'Katharina Schulz' })).toHaveCount(0)

    // Two to a page, cheapest first: the pages keep every filter.
    await page.goto('/consultants?sort=price-asc&language=de&minPrice=30&maxPrice=50&limit=2')
    const firstPage = await shownPrices(page)
    expect(firstPage).toHaveLength(2)
    expect(ascending(firstPage)).toBe(true)
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible()
    await page.getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/page=2/)
    for (const kept of ['sort=price-asc', 'language=de', 'minPrice=30', 'maxPrice=50', 'limit=2']) {
      await expect(page).toHaveURL(new RegExp(kept))
    }
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible()
    const secondPage = await shownPrices(page)
    expect(Math.min(...secondPage)).toBeGreaterThanOrEqual(Math.max(...firstPage))
    await expect(page.getByLabel('Sort by')).toHaveValue('price-asc')
    await expect(page.getByLabel('Session language')).toHaveValue('de')
    await expect(page.getByLabel('Lowest price in euros')).toHaveValue('30')

    // The URL is the state: a reload shows the same page, filters and results.
    const url = page.url()
    const cards = await page.getByTestId('consultant-name').allTextContents()
    await page.reload()
    expect(page.url()).toBe(url)
    await expect(page.getByTestId('consultant-name')).toHaveText(cards)
    await expect(page.getByLabel('Highest price in euros')).toHaveValue('50')

    await page.getByRole('link', { name: 'Previous' }).click()
    // Page 1 is the list without a page parameter; every filter stays.
    await expect(page).not.toHaveURL(/page=/)
    await expect
      .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
      .toEqual({ sort: 'price-asc', language: 'de', minPrice: '30', maxPrice: '50', limit: '2' })
    expect(await shownPrices(page)).toEqual(firstPage)

    // A chip takes its filter away again.
    await page.getByRole('button', { name: 'Remove filter German' }).click()
    await expect(page).not.toHaveURL(/language=/)
    await expect(page).toHaveURL(/minPrice=30/)
    await page.context().close()
  })

  test('"available in the next 7 days" goes into the URL and shows as a chip, in German too', async ({ browser }) => {
    const page = await (await browser.newContext({ locale: 'de-DE' })).newPage()
    await page.goto('/consultants')
    await page.getByRole('checkbox', { name: 'In den nächsten 7 Tagen verfügbar' }).check()
    await expect(page).toHaveURL(/availableWithin7Days=true/)
    await expect(page.getByRole('list', { name: 'Aktive Filter' })).toContainText('In den nächsten 7 Tagen verfügbar')
    await page.getByLabel('Sortieren nach').selectOption({ label: 'Nächster freier Termin' })
    await expect(page).toHaveURL(/sort=next-available/)
    await expect(page).toHaveURL(/availableWithin7Days=true/)
    await page.reload()
    await expect(page.getByRole('checkbox', { name: 'In den nächsten 7 Tagen verfügbar' })).toBeChecked()
    await page.context().close()
  })

  test('the filter bar fits a 390 px phone and is usable with the keyboard', async ({ browser }) => {
    const page = await (await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } })).newPage()
    await page.goto('/consultants')
    await expect(page.getByLabel('Sort by')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.getByLabel('Sort by').focus()
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('Session language')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('Lowest price in euros')).toBeFocused()
    await page.keyboard.type('100')
    await page.keyboard.press('Tab')
    await expect(page).toHaveURL(/minPrice=100/)
    await expect(page.getByLabel('Highest price in euros')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('checkbox', { name: 'Available in the next 7 days' })).toBeFocused()
    await page.keyboard.press('Space')
    await expect(page).toHaveURL(/availableWithin7Days=true/)
    await page.context().close()
  })
})
