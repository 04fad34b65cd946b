import { expect, test, type Page } from '@playwright/test'

// How still the pages hold while they load: layout shifts, not timings (Lighthouse's timed scores are
// printed by `npm run bench:lighthouse`; page-weight.e2e.ts keeps the first-load JavaScript).

/** The page's cumulative layout shift from navigation until it has been quiet for a moment. */
async function layoutShiftOf(page: Page, path: string): Promise<{ score: number; shifted: string[] }> {
  await page.goto(path, { waitUntil: 'networkidle' })
  await page.evaluate(() => document.fonts.ready)
  return page.evaluate(
    () =>
      new Promise<{ score: number; shifted: string[] }>((resolve) => {
        let score = 0
        const shifted: string[] = []
        new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries() as (PerformanceEntry & {
            value: number
            hadRecentInput: boolean
            sources?: { node?: Node | null }[]
          })[]) {
            if (entry.hadRecentInput) continue
            score += entry.value
            for (const source of entry.sources ?? []) {
              const node = source.node
              shifted.push(node instanceof Element ? node.outerHTML.slice(0, 120) : String(node?.nodeName))
            }
          }
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve({ score, shifted }), 500)
      }),
  )
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`home, list and a profile do not shift while they load (${viewport.width} px)`, async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US', viewport })
    const page = await context.newPage()
    const listed = await page.request.get('/api/consultants?limit=1')
    const { consultants } = (await listed.json()) as { consultants: { consultantShortId: string }[] }
    for (const path of ['/', '/consultants', `/consultants/${consultants[0]!.consultantShortId}`]) {
      const { score, shifted } = await layoutShiftOf(page, path)
      expect(score, `${path} shifted: ${shifted.join(' | ')}`).toBe(0)
    }
    await context.close()
  })
}

// Chromium may paint a document it has only partly parsed; a header or a card row shown half-arrived then
// moves. The head asks it to wait for the whole of main.
test('no page is painted before its main content has been parsed whole', async ({ page }) => {
  for (const path of ['/', '/consultants', '/sign-in', '/blogs']) {
    await page.goto(path)
    const expected = await page.evaluate(() =>
      [...document.head.querySelectorAll('link[rel="expect"][blocking="render"]')].map((link) =>
        link.getAttribute('href'),
      ),
    )
    expect(expected, path).toEqual(['#main'])
    await expect(page.locator('main#main')).toHaveCount(1)
  }
})
