import { expect, test, type Browser } from '@playwright/test'

import { wcagFindingsOfPaths } from '../helpers/e2eAxe'
import { sharedSessionContext } from '../helpers/e2eSignedIn'

// Every page of both dashboards, signed in as the demo accounts, in English on a desktop and in German on a
// phone: no serious or critical WCAG 2.2 AA finding. (Public pages: accessibility.e2e.ts; dialogs are
// checked where the journeys open them. The dashboards' own addresses only lead to their sessions.)
const DEMO_PASSWORD = 'Demo#2026'
const ACCOUNTS = {
  consultee: {
    email: 'lena.fischer@example.com',
    paths: ['/sessions', '/inquiries', '/payment-history', '/profile/personal-information', '/account-settings'].map(
      (path) => `/consultee/dashboard${path}`,
    ),
  },
  consultant: {
    email: 'jonas.weber@example.com',
    paths: [
      '/sessions',
      '/inquiries',
      '/availability',
      '/my-wallet',
      '/profile/personal-information',
      '/account-settings',
    ].map((path) => `/consultant/dashboard${path}`),
  },
}
const SETTINGS = [
  { language: 'en', locale: 'en-US', viewport: { width: 1280, height: 900 } },
  { language: 'de', locale: 'de-DE', viewport: { width: 390, height: 844 } },
] as const

async function findingsOf(
  browser: Browser,
  baseURL: string,
  role: keyof typeof ACCOUNTS,
  setting: (typeof SETTINGS)[number],
) {
  const { context } = await sharedSessionContext(
    browser,
    { email: ACCOUNTS[role].email, password: DEMO_PASSWORD },
    { locale: setting.locale, viewport: setting.viewport },
  )
  await context.addCookies([{ name: 'NEXT_LOCALE', value: setting.language, url: baseURL }])
  const findings = await wcagFindingsOfPaths(context, ACCOUNTS[role].paths)
  await context.close()
  return findings
}

for (const role of ['consultee', 'consultant'] as const) {
  for (const setting of SETTINGS) {
    test(`the ${role}'s dashboard pages have no serious WCAG 2.2 AA finding (${setting.language}, ${setting.viewport.width} px)`, async ({
      browser,
      baseURL,
    }) => {
      const findings = await findingsOf(browser, baseURL!, role, setting)
      expect(findings, findings.join('\n')).toEqual([])
    })
  }
}
