import { expect, test, type APIResponse, type Page } from '@playwright/test'

import { signIntoAdmin } from '../helpers/e2eAccounts'

const policyOf = (response: APIResponse) => response.headers()['content-security-policy'] ?? ''
const nonceOf = (policy: string) => policy.match(/'nonce-([^']+)'/)?.[1]
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1)

/** Collects every CSP violation the browser reports on a page, from before its first script runs. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  return violations
}

test.describe('security headers', () => {
  test('every page has a policy with a fresh nonce that its scripts carry', async ({ request }) => {
    const first = await request.get('/')
    const second = await request.get('/')
    const [one, two] = [nonceOf(policyOf(first)), nonceOf(policyOf(second))]
    expect(one).toBeTruthy()
    expect(two).toBeTruthy()
    expect(one).not.toBe(two)

    const html = await first.text()
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0])
    expect(scripts.length).toBeGreaterThan(3)
    for (const tag of scripts) {
      if (/type="application\/ld\+json"/.test(tag)) continue
      expect(tag).toContain(`nonce="${one}"`)
    }

    const policy = policyOf(first)
    expect(directive(policy, 'script-src')).toEqual(["'self'", `'nonce-${one}'`, "'strict-dynamic'"])
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"])
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
    // The test payment provider is in use: Stripe is not allowed in.
    expect(policy).not.toContain('stripe.com')
  })

  test('prerendered content pages get the policy without a nonce, and still the request id', async ({ request }) => {
    const blog = await request.get('/blogs', { headers: { 'x-request-id': 'probe-blog' } })
    expect(blog.status()).toBe(200)
    const policy = policyOf(blog)
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
    expect(blog.headers()['x-request-id']).toBe('probe-blog')
  })

  test('the fixed headers are on pages, the admin panel, the API and static files', async ({ request }) => {
    const page = await request.get('/consultants')
    const html = await page.text()
    const asset = html.match(/\/_next\/static\/[^"]+\.js/)?.[0]
    expect(asset).toBeTruthy()
    for (const response of [
      page,
      await request.get('/admin/login'),
      await request.get('/api/health'),
      await request.get('/api/consultants?limit=1'),
      await request.get(asset!),
    ]) {
      const headers = response.headers()
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy']).toContain('camera=()')
      expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8,}/)
      expect(headers['x-frame-options']).toBe('SAMEORIGIN')
    }
    const admin = await request.get('/admin/login')
    expect(directive(policyOf(admin), 'frame-ancestors')).toEqual(["'none'"])
    expect(directive(policyOf(admin), 'style-src')).toContain("'unsafe-inline'")
  })

  test('a first visit is answered once: the critical colour hint is asked on the admin panel only', async ({
    browser,
    request,
  }) => {
    for (const path of ['/', '/consultants', '/sign-in']) {
      const headers = (await request.get(path)).headers()
      expect(headers['critical-ch'], path).toBeUndefined()
      expect(headers['accept-ch'], path).toBeUndefined()
    }
    expect((await request.get('/admin/login')).headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')

    // A critical hint the first request lacked makes Chromium drop the response and ask again.
    const context = await browser.newContext()
    const page = await context.newPage()
    const documents: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname)
    })
    await page.goto('/consultants')
    await expect(page.locator('main h1')).toBeVisible()
    expect(documents).toEqual(['/consultants'])
    await context.close()
  })

  test('a request id is answered back, or made when none is sent', async ({ request }) => {
    const page = await request.get('/', { headers: { 'x-request-id': 'probe-42' } })
    expect(page.headers()['x-request-id']).toBe('probe-42')
    const api = await request.get('/api/health', { headers: { 'x-request-id': 'probe-43' } })
    expect(api.status()).toBe(200)
    expect(api.headers()['x-request-id']).toBe('probe-43')
    expect((await request.get('/api/health')).headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  test('the site runs under the policy without a single violation', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' })
    const page = await context.newPage()
    const violations = await watchViolations(page)
    for (const path of ['/', '/consultants', '/blogs', '/help-center', '/login', '/consultee-register']) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
    }
    // The scripts ran: a wrong password shows the server's answer, which only the client code puts there.
    await page.goto('/login')
    await page.getByLabel('Email').fill('no-such-person@example.com')
    await page.getByLabel('Password', { exact: true }).fill('Wrong#2026')
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page.locator('.auth-form__failure')).toBeVisible()
    await page.goto('/consultants')
    await page.getByRole('link', { name: 'Jonas Weber' }).first().click()
    await expect(page).toHaveURL(/\/consultants\/[^/?]+/)
    await page.waitForLoadState('networkidle')
    expect(violations).toEqual([])
    await context.close()
  })

  test('the admin panel runs under the policy without a single violation', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' })
    const page = await context.newPage()
    const violations = await watchViolations(page)
    await signIntoAdmin(page, 'admin@careerbridge.dev', 'Admin#2026')
    for (const path of ['/admin', '/admin/collections/consultant-profiles', '/admin/collections/posts/create']) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
    }
    await expect(page.locator('[data-lexical-editor="true"]').first()).toBeVisible()
    expect(violations).toEqual([])
    await context.close()
  })
})
