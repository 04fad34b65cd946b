import { type Browser, expect, test } from '@playwright/test'

import { wcagFindingsOfPaths } from '../helpers/e2eAxe'

const VIEWPORTS = { desktop: { width: 1280, height: 900 }, mobile: { width: 390, height: 844 } }

async function contextIn(
  browser: Browser,
  baseURL: string,
  language: 'en' | 'de',
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ locale: language === 'de' ? 'de-DE' : 'en-US', viewport })
  await context.addCookies([{ name: 'NEXT_LOCALE', value: language, url: baseURL }])
  return context
}

const PATHS = [
  '/',
  '/consultants',
  '/consultants?industryFilters=information-technology&serviceFilters=career-services%2Fmock-interview',
  '/consultants?search=zzzqqq',
]

for (const language of ['en', 'de'] as const) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`no serious or critical WCAG 2.2 AA violations in ${language} on ${device}`, async ({ browser, baseURL }) => {
      const context = await contextIn(browser, baseURL!, language, viewport)
      // Jonas Weber's public profile, as the consultant list links it.
      const list = await context.newPage()
      await list.goto('/consultants?search=Jonas%20Weber')
      const profile = await list.getByRole('link', { name: 'Jonas Weber' }).first().getAttribute('href')
      expect(profile).toBeTruthy()
      await list.close()
      const found = await wcagFindingsOfPaths(context, [...PATHS, profile!])
      expect(found, found.join('\n')).toEqual([])
      await context.close()
    })
  }
}
