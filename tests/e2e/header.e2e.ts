import { type Browser, expect, type Page, test } from '@playwright/test'
import { confirmedConsultant, signIn } from '../helpers/e2eAccounts'
import { expectAccessible } from '../helpers/e2eAxe'
import { siteOrigin } from '../helpers/e2eOrigin'
import { sharedSessionContext } from '../helpers/e2eSignedIn'

const PASSWORD = 'Demo#2026'
const CONSULTEE = 'lena.fischer@example.com'
const CONSULTANT = 'jonas.weber@example.com'
const PHONE = { width: 360, height: 740 }

type Visit = { email?: string; locale?: string; viewport?: { width: number; height: number }; ownSession?: boolean }

/**
 * A fresh browser context on the home page, signed in as the email's account when one is given: in the
 * account's shared session, or (`ownSession`, for a test that signs out) in a session of its own.
 */
async function visit(browser: Browser, { email, locale = 'en-US', viewport, ownSession = false }: Visit = {}) {
  const options = { locale, ...(viewport ? { viewport } : {}) }
  const context =
    email && !ownSession
      ? (await sharedSessionContext(browser, { email, password: PASSWORD }, options)).context
      : await browser.newContext(options)
  if (email && ownSession) {
    const response = await context.request.post('/api/auth/login', {
      headers: siteOrigin(),
      data: { email, password: PASSWORD },
    })
    expect(response.ok()).toBe(true)
  }
  const page = await context.newPage()
  await page.goto('/')
  return { context, page, banner: page.getByRole('banner') }
}

async function openUserMenu(page: Page, name = 'User menu') {
  const button = page.getByRole('banner').getByRole('button', { name })
  await button.click()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  return page.getByRole('banner').getByRole('navigation', { name })
}

const focusIsInOpenDialog = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))

test.describe('site header', () => {
  test('a visitor sees Log in and Sign up and no user menu', async ({ browser }) => {
    const { context, banner } = await visit(browser)
    await expect(banner.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/sign-in')
    await expect(banner.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/consultee-register')
    const main = banner.getByRole('navigation', { name: 'Main navigation' })
    await expect(main.getByRole('link', { name: 'For job seekers' })).toHaveAttribute('href', '/consultee-onboarding')
    await expect(banner.getByRole('button', { name: 'User menu' })).toHaveCount(0)
    await expect(banner.getByRole('link', { name: 'Dashboard' })).toHaveCount(0)
    await expect(banner.getByRole('link', { name: 'Refer a friend' })).toHaveCount(0)
    await expect(banner.getByRole('button', { name: 'Open menu' })).toBeHidden()
    await context.close()
  })

  test('an active consultee sees the dashboard, the referral link and the full user menu', async ({ browser }) => {
    const { context, page, banner } = await visit(browser, { email: CONSULTEE })
    await expect(banner.getByRole('link', { name: 'Log in' })).toHaveCount(0)
    await expect(banner.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
      'href',
      '/consultee/dashboard',
    )
    // The referral link is the user menu's first entry: beside the others it would take a second row.
    await expect(banner.getByRole('link', { name: 'Refer a friend' })).toHaveCount(0)

    const menu = await openUserMenu(page)
    const entries = [
      ['Refer a friend', '/referral'],
      ['Sessions', '/consultee/dashboard/sessions'],
      ['Inquiries', '/consultee/dashboard/inquiries'],
      ['Payment history', '/consultee/dashboard/payment-history'],
      ['Profile', '/consultee/dashboard/profile'],
      ['Account settings', '/consultee/dashboard/account-settings'],
    ] as const
    for (const [name, href] of entries) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    await expect(menu.getByRole('button', { name: 'Log out' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Wallet' })).toHaveCount(0)

    const button = banner.getByRole('button', { name: 'User menu' })
    await page.keyboard.press('Escape')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toBeFocused()
    await expect(menu).toBeHidden()

    await button.click()
    await expect(menu).toBeVisible()
    await page.getByRole('heading', { level: 1 }).click()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await context.close()
  })

  test('an active consultant sees Wallet and Availability and no job-seeker link', async ({ browser }) => {
    const { context, page, banner } = await visit(browser, { email: CONSULTANT })
    await expect(banner.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
      'href',
      '/consultant/dashboard',
    )
    await expect(banner.getByRole('link', { name: 'Consultants', exact: true })).toBeVisible()
    await expect(banner.getByRole('link', { name: 'For job seekers' })).toHaveCount(0)

    const menu = await openUserMenu(page)
    await expect(menu.getByRole('link', { name: 'Wallet' })).toHaveAttribute('href', '/consultant/dashboard/my-wallet')
    await expect(menu.getByRole('link', { name: 'Availability' })).toHaveAttribute(
      'href',
      '/consultant/dashboard/availability',
    )
    await expect(menu.getByRole('link', { name: 'Payment history' })).toHaveCount(0)
    await context.close()
  })

  // Spec §2: the user menu shows the profile entry only while the status is not ACTIVE.
  test('a consultant still applying finds Profile in the user menu, and it leads into the application', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'en-US' })
    const email = await confirmedConsultant(context, 'menu-profile')
    const page = await context.newPage()
    await signIn(page, email)
    await expect(page).toHaveURL(/\/on-boarding$/)
    const menu = await openUserMenu(page)
    await expect(menu.getByRole('link', { name: 'Submit your application' })).toHaveAttribute('href', '/on-boarding')
    const profile = menu.getByRole('link', { name: 'Profile', exact: true })
    await expect(profile).toHaveAttribute('href', '/consultant/dashboard/profile')
    await expect(menu.getByRole('link', { name: 'Sessions' })).toHaveCount(0)
    await profile.click()
    await expect(page).toHaveURL(/\/on-boarding$/)
    await context.close()
  })

  test('logging out from the user menu returns to the logged-out header', async ({ browser }) => {
    const { context, page, banner } = await visit(browser, { email: CONSULTEE, ownSession: true })
    const menu = await openUserMenu(page)
    await menu.getByRole('link', { name: 'Account settings' }).click()
    await expect(page).toHaveURL(/\/consultee\/dashboard\/account-settings$/)
    await expect(banner.getByRole('button', { name: 'User menu' })).toHaveAttribute('aria-expanded', 'false')

    const again = await openUserMenu(page)
    await again.getByRole('button', { name: 'Log out' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(banner.getByRole('link', { name: 'Log in' })).toBeVisible()
    await expect(banner.getByRole('button', { name: 'User menu' })).toHaveCount(0)
    expect(await page.evaluate(async () => (await fetch('/api/auth/me')).status)).toBe(401)
    await context.close()
  })

  test('the mobile side sheet opens, traps focus and closes on Escape', async ({ browser }) => {
    const { context, page, banner } = await visit(browser, { viewport: PHONE })
    await expect(banner.getByRole('link', { name: 'Log in' })).toBeVisible()
    await expect(banner.getByRole('link', { name: 'Sign up' })).toBeHidden()
    await expect(banner.getByRole('navigation', { name: 'Main navigation' })).toBeHidden()

    const openButton = banner.getByRole('button', { name: 'Open menu' })
    await expect(openButton).toHaveAttribute('aria-expanded', 'false')
    await openButton.click()
    const sheet = page.getByRole('dialog', { name: 'Menu' })
    await expect(sheet).toBeVisible()
    await expectAccessible(page, sheet)
    await expect(sheet.getByRole('link', { name: 'Join as a consultant' })).toHaveAttribute('href', '/become-mentor')
    await expect(sheet.getByRole('link', { name: 'For job seekers' })).toBeVisible()
    await expect(sheet.getByRole('link', { name: 'Sign up' })).toBeVisible()
    await expect(sheet.getByRole('link', { name: 'Refer a friend' })).toHaveCount(0)
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden')

    const close = sheet.getByRole('button', { name: 'Close menu' })
    await expect(close).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(sheet.getByRole('button', { name: 'Switch language to Deutsch' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(close).toBeFocused()
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Tab')
      expect(await focusIsInOpenDialog(page)).toBe(true)
    }

    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()
    await expect(openButton).toBeFocused()
    await expect(openButton).toHaveAttribute('aria-expanded', 'false')
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('')

    await openButton.click()
    await expect(sheet).toBeVisible()
    await close.click()
    await expect(sheet).toBeHidden()
    await context.close()
  })

  test('on a phone an active consultee finds the account links and Refer a friend in the sheet', async ({
    browser,
  }) => {
    const { context, page, banner } = await visit(browser, { email: CONSULTEE, viewport: PHONE })
    await expect(banner.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible()
    await expect(banner.getByRole('button', { name: 'User menu' })).toBeHidden()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)

    await banner.getByRole('button', { name: 'Open menu' }).click()
    const sheet = page.getByRole('dialog', { name: 'Menu' })
    await expect(sheet.getByRole('link', { name: 'Refer a friend' })).toHaveAttribute('href', '/referral')
    await expect(sheet.getByRole('link', { name: 'Payment history' })).toBeVisible()
    await expect(sheet.getByRole('button', { name: 'Log out' })).toBeVisible()
    await expect(sheet.getByRole('link', { name: 'Join as a consultant' })).toHaveCount(0)
    await context.close()
  })

  test('the header speaks German with the user menu in German', async ({ browser }) => {
    const { context, page, banner } = await visit(browser, { email: CONSULTEE, locale: 'de-DE' })
    await expect(banner.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible()
    const menu = await openUserMenu(page, 'Benutzermenü')
    await expect(menu.getByRole('link', { name: 'Freunde empfehlen' })).toHaveAttribute('href', '/referral')
    await expect(menu.getByRole('link', { name: 'Zahlungsverlauf' })).toHaveAttribute(
      'href',
      '/consultee/dashboard/payment-history',
    )
    await expect(menu.getByRole('link', { name: 'Kontoeinstellungen' })).toBeVisible()
    await expect(menu.getByRole('button', { name: 'Abmelden' })).toBeVisible()
    await context.close()
  })

  test('no entry of the main navigation breaks onto a second line, signed in, in German, at 1280 and 1440 px', async ({
    browser,
  }) => {
    for (const width of [1280, 1440]) {
      const { context, banner } = await visit(browser, {
        email: CONSULTEE,
        locale: 'de-DE',
        viewport: { width, height: 900 },
      })
      const entries = banner.getByRole('navigation', { name: 'Hauptnavigation' }).locator(':scope > *')
      const heights = await entries.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height))
      const lineHeight = await entries
        .first()
        .evaluate((item) => parseFloat(getComputedStyle(item).lineHeight) || item.getBoundingClientRect().height)
      expect(heights.length).toBeGreaterThan(2)
      for (const height of heights) expect(height, `${width} px: ${heights.join(', ')}`).toBeLessThan(lineHeight * 1.5)
      await context.close()
    }
  })

  test('the signed-in header is one row from 1100 px, in German too, with Refer a friend in the user menu', async ({
    browser,
  }) => {
    const rows = [
      [CONSULTEE, 'de-DE', 1100],
      [CONSULTEE, 'de-DE', 1280],
      [CONSULTEE, 'de-DE', 1440],
      [CONSULTEE, 'en-US', 1280],
      [CONSULTANT, 'de-DE', 1280],
    ] as const
    for (const [email, locale, width] of rows) {
      const { context, page, banner } = await visit(browser, { email, locale, viewport: { width, height: 900 } })
      const middle = async (found: Promise<{ y: number; height: number } | null>) => {
        const box = await found
        return box ? box.y + box.height / 2 : NaN
      }
      const menuName = locale === 'de-DE' ? 'Benutzermenü' : 'User menu'
      const logo = await middle(banner.getByRole('link', { name: 'CareerBridge' }).boundingBox())
      const where = `${email} ${locale} ${width} px`
      for (const other of [
        banner.getByRole('button', { name: menuName }),
        banner.getByRole('link', { name: 'Dashboard' }),
        banner.getByRole('navigation').first(),
      ]) {
        expect(Math.abs((await middle(other.boundingBox())) - logo), where).toBeLessThan(8)
      }
      const referralName = locale === 'de-DE' ? 'Freunde empfehlen' : 'Refer a friend'
      const menu = await openUserMenu(page, menuName)
      await expect(menu.getByRole('link', { name: referralName }), where).toHaveAttribute('href', '/referral')
      await context.close()
    }
  })

  test('between 821 and 1080 px the links take a second row and the first keeps its space from the top', async ({
    browser,
  }) => {
    for (const [email, width] of [
      [undefined, 1024],
      [CONSULTANT, 1024],
      [CONSULTEE, 900],
    ] as const) {
      const { context, banner } = await visit(browser, { email, viewport: { width, height: 900 } })
      const where = `${email ?? 'visitor'} ${width} px`
      const header = (await banner.boundingBox())!
      const logo = (await banner.getByRole('link', { name: 'CareerBridge' }).boundingBox())!
      const links = (await banner.getByRole('navigation').first().boundingBox())!
      expect(links.y, `${where}: links below the logo`).toBeGreaterThanOrEqual(logo.y + logo.height)
      expect(logo.y - header.y, `${where}: space above the logo`).toBeGreaterThanOrEqual(12)
      await context.close()
    }
  })
})
