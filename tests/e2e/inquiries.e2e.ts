import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'

import { signIn } from '../helpers/e2eAccounts'
import { adminApi, createBookableConsultant, createConsultee } from '../helpers/e2eBooking'

let admin: APIRequestContext
let baseURL: string

test.beforeAll(async () => {
  baseURL = String(test.info().project.use.baseURL)
  admin = await adminApi(baseURL)
})

test.afterAll(async () => {
  await admin.dispose()
})

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } })).newPage()
  await signIn(page, email)
  await expect(page).not.toHaveURL(/sign-in/)
  return page
}

/** The dashboard link's badge in the header ("{count} open items"); no badge at all when nothing is open. */
const headerBadge = (page: Page) => page.getByTestId('dashboard-badge')

async function expectBadge(page: Page, count: number) {
  await page.goto('/')
  if (count === 0) await expect(headerBadge(page)).toHaveCount(0)
  else await expect(headerBadge(page)).toContainText(`${count} open items`)
}

const composer = (page: Page) => page.getByRole('textbox', { name: 'Your message' })
const toast = (page: Page, text: string) => page.locator('.toasts').getByText(text)

test('a consultee asks from a profile, the consultant answers, badges follow, archive and unarchive', async ({
  browser,
}) => {
  const consultant = await createBookableConsultant(admin, baseURL, {
    timezone: 'Europe/Berlin',
    hours: ['09:00', '09:30'],
    pricing: { pricing30Min: 5950, pricing60Min: 11900, pricingTrial: 0 },
  })
  const consulteeEmail = await createConsultee(admin, 'Europe/Berlin', 'Nina')
  const consultee = await signedIn(browser, consulteeEmail)
  const adviser = await signedIn(browser, consultant.email)
  await expectBadge(adviser, 0)

  // The consultee asks from the public profile: Shift+Enter adds a line, Enter sends.
  await consultee.goto(`/consultants/${consultant.shortId}`)
  await consultee.getByRole('button', { name: 'Send an inquiry' }).click()
  await composer(consultee).fill('Hello Mia,')
  await composer(consultee).press('Shift+Enter')
  await composer(consultee).pressSequentially('<b>can you</b> review my CV?')
  await composer(consultee).press('Enter')
  await expect(consultee).toHaveURL(/\/consultee\/dashboard\/inquiries\/\d+$/)
  const asked = consultee.getByTestId('message-text').last()
  await expect(asked).toHaveText('Hello Mia,\n<b>can you</b> review my CV?')
  await expect(consultee.getByTestId('message-text').locator('b')).toHaveCount(0)
  const threadUrl = consultee.url()

  // The consultant sees the unread inquiry in the badge and the list, and answers.
  await expectBadge(adviser, 1)
  await adviser.goto('/dashboard/inquiries')
  await expect(adviser).toHaveURL(/\/consultant\/dashboard\/inquiries$/)
  const row = adviser.getByRole('listitem').filter({ hasText: 'Nina Booker' })
  await expect(row).toContainText('1 unread message')
  await expect(row).toContainText('Hello Mia, <b>can you</b> review my CV?')
  await row.getByRole('link', { name: 'Open conversation with Nina Booker' }).click()
  await expect(adviser.getByRole('heading', { name: 'Conversation with Nina Booker' })).toBeVisible()
  const adviserThreadUrl = adviser.url()
  await expect(adviser.getByTestId('message-text')).toHaveText(['Hello Mia,\n<b>can you</b> review my CV?'])
  await expectBadge(adviser, 0)

  // The consultee is not looking at the thread when the answer comes: their badge shows it.
  await consultee.goto('/')
  await adviser.goto(adviserThreadUrl)
  await composer(adviser).fill('Sure, send it over.')
  await composer(adviser).press('Enter')
  await expect(adviser.getByTestId('message-text').last()).toHaveText('Sure, send it over.')
  await expectBadge(consultee, 1)

  // With both threads open, a new message appears on the other side without a reload.
  await consultee.goto(threadUrl)
  await expect(consultee.getByTestId('message-text').last()).toHaveText('Sure, send it over.')
  await composer(consultee).fill('Thank you!')
  await consultee.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(adviser.getByTestId('message-text').last()).toHaveText('Thank you!', { timeout: 15_000 })
  await expectBadge(consultee, 0)

  // Archive and unarchive from the consultee's list.
  await consultee.goto('/consultee/dashboard/inquiries')
  const mine = consultee.getByRole('listitem').filter({ hasText: consultant.name })
  await mine.getByRole('button', { name: 'Archive' }).click()
  await expect(toast(consultee, 'The inquiry was archived.')).toBeVisible()
  await expect(mine).toHaveCount(0)
  await expect(consultee.getByText('You have no active inquiries.')).toBeVisible()
  await consultee.getByRole('link', { name: 'Archived' }).click()
  await expect(consultee).toHaveURL(/status=archived$/)
  const archived = consultee.getByRole('listitem').filter({ hasText: consultant.name })
  await expect(archived).toContainText('You: Thank you!')
  await archived.getByRole('button', { name: 'Move back to active' }).click()
  await expect(toast(consultee, 'The inquiry is active again.')).toBeVisible()
  await consultee.getByRole('link', { name: 'Active' }).click()
  await expect(consultee.getByRole('listitem').filter({ hasText: consultant.name })).toBeVisible()
  // Archiving is the consultee's own view: the consultant's list still shows it as active.
  await adviser.goto('/consultant/dashboard/inquiries')
  await expect(adviser.getByRole('listitem').filter({ hasText: 'Nina Booker' })).toContainText('Thank you!')
})

test('a third user cannot open someone else’s conversation', async ({ browser }) => {
  const consultant = await createBookableConsultant(admin, baseURL, {
    timezone: 'Europe/Berlin',
    hours: ['09:00'],
    pricing: { pricing30Min: 5950, pricing60Min: 11900, pricingTrial: 0 },
  })
  const asker = await signedIn(browser, await createConsultee(admin, 'Europe/Berlin', 'Ida'))
  const id = await asker.evaluate(
    async ({ consultantId }) => {
      const me = (await (await fetch('/api/auth/me')).json()) as { userId: number }
      const sent = await fetch('/api/chat/send-message', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ role: 'USER', message: 'Private question', userId: me.userId, consultantId }),
      })
      return ((await sent.json()) as { conversationId: number }).conversationId
    },
    { consultantId: consultant.userId },
  )
  const other = await signedIn(browser, await createConsultee(admin, 'Europe/Berlin', 'Olaf'))
  const response = await other.goto(`/consultee/dashboard/inquiries/${id}`)
  expect(response?.status()).toBe(404)
  await expect(other.getByText('Private question')).toHaveCount(0)
})

test('in German: asking from a profile, the thread and archiving speak German', async ({ browser }) => {
  const consultant = await createBookableConsultant(admin, baseURL, {
    timezone: 'Europe/Berlin',
    hours: ['09:00'],
    pricing: { pricing30Min: 5950, pricing60Min: 11900, pricingTrial: 0 },
  })
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await signIn(page, await createConsultee(admin, 'Europe/Berlin', 'Jonas'))
  await expect(page).not.toHaveURL(/sign-in/)
  await page.goto(`/consultants/${consultant.shortId}`)
  await page.getByRole('button', { name: 'Anfrage senden' }).click()
  const box = page.getByRole('textbox', { name: 'Deine Nachricht' })
  await box.press('Enter')
  await expect(page.getByText('Bitte schreibe eine Nachricht.')).toBeVisible()
  await box.fill('Hallo, hast du nächste Woche Zeit?')
  await box.press('Enter')
  await expect(page.getByRole('heading', { name: `Unterhaltung mit ${consultant.name}` })).toBeVisible()
  await page.getByRole('link', { name: 'Zurück zu den Anfragen' }).click()
  const row = page.getByRole('listitem').filter({ hasText: consultant.name })
  await expect(row).toContainText('Du: Hallo, hast du nächste Woche Zeit?')
  await row.getByRole('button', { name: 'Archivieren' }).click()
  await expect(page.locator('.toasts').getByText('Die Anfrage wurde archiviert.')).toBeVisible()
  await expect(page.getByText('Du hast keine aktiven Anfragen.')).toBeVisible()
})

test('older messages load when the thread is scrolled to the top', async ({ browser }) => {
  const consultant = await createBookableConsultant(admin, baseURL, {
    timezone: 'Europe/Berlin',
    hours: ['09:00'],
    pricing: { pricing30Min: 5950, pricing60Min: 11900, pricingTrial: 0 },
  })
  const consultee = await signedIn(browser, await createConsultee(admin, 'Europe/Berlin', 'Paul'))
  const adviser = await signedIn(browser, consultant.email)
  // 20 messages from each side (the per-minute limit of one sender), alternating: 40 in all.
  const sendAs = (page: Page, role: 'USER' | 'CONSULTANT', userId: number, texts: string[]) =>
    page.evaluate(
      async ({ role, userId, consultantId, texts }) => {
        let conversationId = 0
        for (const message of texts) {
          const sent = await fetch('/api/chat/send-message', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ role, message, userId, consultantId }),
          })
          conversationId = ((await sent.json()) as { conversationId: number }).conversationId
        }
        return conversationId
      },
      { role, userId, consultantId: consultant.userId, texts },
    )
  const userId = await consultee.evaluate(
    async () => ((await (await fetch('/api/auth/me')).json()) as { userId: number }).userId,
  )
  let id = 0
  for (let round = 0; round < 20; round += 1) {
    id = await sendAs(consultee, 'USER', userId, [`message ${round * 2 + 1}`])
    await sendAs(adviser, 'CONSULTANT', userId, [`message ${round * 2 + 2}`])
  }
  await consultee.goto(`/consultee/dashboard/inquiries/${id}`)
  const texts = consultee.getByTestId('message-text')
  await expect(texts.last()).toHaveText('message 40')
  await expect(texts).toHaveCount(30)
  await consultee.getByTestId('message-scroller').evaluate((box) => box.scrollTo({ top: 0 }))
  await expect(texts).toHaveCount(40)
  await expect(texts.first()).toHaveText('message 1')
  await expect(consultee.getByRole('button', { name: 'Load older messages' })).toHaveCount(0)
})
