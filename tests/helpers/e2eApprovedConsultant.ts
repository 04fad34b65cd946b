import { expect, type Browser } from '@playwright/test'

import { stepBodies } from './applicationBodies'
import { confirmedConsultant, signIn } from './e2eAccounts'

const REVIEWER = { email: 'reviewer@careerbridge.dev', password: 'Review#2026' }

/**
 * A new consultant of the test's own, approved by the seeded reviewer: applies in four steps through the
 * API (as the stepper sends them) and is signed in on the returned page.
 */
export async function approvedConsultant(browser: Browser, locale = 'en-US', prefix = 'approved') {
  const context = await browser.newContext({ locale })
  const email = await confirmedConsultant(context, prefix)
  const page = await context.newPage()
  await signIn(page, email)
  await expect(page).toHaveURL(/\/on-boarding$/)
  const answers = await page.evaluate(async (bodies) => {
    const send = (path: string, body: unknown, method = 'PUT') =>
      fetch(`/api/consultants/application/${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((response) => response.status)
    return [
      await send('personal-information', bodies.personalInformation),
      await send('profile-details', bodies.profileDetails),
      await send('skills-services', bodies.skillsServices),
      await send('experience', bodies.experience),
      await send('submit', {}, 'POST'),
    ]
  }, stepBodies)
  expect(answers).toEqual([200, 200, 200, 200, 200])
  const userId = await page.evaluate(async () => (await (await fetch('/api/auth/me')).json()).userId as number)

  const staff = await browser.newContext({ locale: 'en-US' })
  const reviewer = await staff.newPage()
  await reviewer.goto('/')
  const approval = await reviewer.evaluate(
    async ({ id, credentials }) => {
      const post = (path: string, body: unknown) =>
        fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      await post('/api/auth/login', credentials)
      return (await post(`/api/consultants/${id}/review`, { decision: 'APPROVE' })).status
    },
    { id: userId, credentials: REVIEWER },
  )
  expect(approval).toBe(200)
  await staff.close()
  return { context, page, userId, email }
}
