import { expect, type Page, test } from '@playwright/test'

async function logIntoAdmin(page: Page, email: string, password: string) {
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.locator('button[type="submit"]').click()
}

test.describe('admin panel', () => {
  test('an admin logs in and sees the collections', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' })
    const page = await context.newPage()
    await logIntoAdmin(page, 'admin@careerbridge.dev', 'Admin#2026')
    await expect(page).toHaveURL(/\/admin\/?$/)
    const nav = page.locator('nav')
    await expect(nav.getByRole('link', { name: 'Users' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Consultant profiles' })).toBeVisible()

    await page.goto('/admin/collections/consultant-profiles?limit=25')
    await expect(page.getByRole('link', { name: 'Jonas Weber' })).toBeVisible()
    await context.close()
  })

  test('the admin panel speaks German for a German browser', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' })
    const page = await context.newPage()
    await logIntoAdmin(page, 'editor@careerbridge.dev', 'Editor#2026')
    await expect(page.locator('nav').getByRole('link', { name: 'Beraterprofile' })).toBeVisible()
    await context.close()
  })

  test('a consultee cannot open the admin panel', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' })
    const page = await context.newPage()
    await logIntoAdmin(page, 'lena.fischer@example.com', 'Demo#2026')
    await expect(page.getByText(/not allowed|unauthorized/i).first()).toBeVisible()
    await page.goto('/admin/collections/users')
    await expect(page.getByRole('link', { name: 'Jonas Weber' })).toHaveCount(0)
    await expect(page).not.toHaveURL(/\/admin\/collections\/users$/)
    await context.close()
  })
})
