import AxeBuilder from '@axe-core/playwright'
import { type Browser, expect, type Page, test } from '@playwright/test'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const VIEWPORTS = { desktop: { width: 1280, height: 900 }, mobile: { width: 390, height: 844 } }

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations']

/** One line per violation and one per element, so that a failure says what to fix and where. */
function describeViolations(path: string, violations: Violations): string[] {
  return violations.map(
    (violation) =>
      `${path}: ${violation.id} (${violation.impact}) ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n'),
  )
}

async function seriousViolations(page: Page, path: string): Promise<string[]> {
  await page.goto(path, { waitUntil: 'networkidle' })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  return describeViolations(
    path,
    violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
  )
}

async function pageIn(
  browser: Browser,
  baseURL: string,
  language: 'en' | 'de',
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ locale: language === 'de' ? 'de-DE' : 'en-US', viewport })
  await context.addCookies([{ name: 'NEXT_LOCALE', value: language, url: baseURL }])
  return context.newPage()
}

for (const language of ['en', 'de'] as const) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`no serious or critical WCAG 2.2 AA violations in ${language} on ${device}`, async ({ browser, baseURL }) => {
      const page = await pageIn(browser, baseURL!, language, viewport)
      await page.goto('/consultants?search=Jonas%20Weber')
      const profile = await page.getByRole('link', { name: 'Jonas Weber' }).first().getAttribute('href')
      const paths = [
        '/',
        '/consultants',
        '/consultants?industryFilters=information-technology&serviceFilters=career-services%2Fmock-interview',
        '/consultants?search=zzzqqq',
        profile!,
      ]
      const found: string[] = []
      for (const path of paths) found.push(...(await seriousViolations(page, path)))
      expect(found, found.join('\n')).toEqual([])
      await page.context().close()
    })
  }
}
