import { type Browser, expect, type Page, test } from '@playwright/test'

type Language = 'en' | 'de'

/** A fresh context whose language comes from the NEXT_LOCALE cookie, as after using the language switch. */
async function pageIn(browser: Browser, baseURL: string, language: Language): Promise<Page> {
  const context = await browser.newContext({ locale: language === 'de' ? 'de-DE' : 'en-US' })
  await context.addCookies([{ name: 'NEXT_LOCALE', value: language, url: baseURL }])
  return context.newPage()
}

/** The path of Jonas Weber's public profile, as the consultant list links it. */
async function jonasProfilePath(page: Page): Promise<string> {
  await page.goto('/consultants?search=Jonas%20Weber')
  const href = await page.getByRole('link', { name: 'Jonas Weber' }).first().getAttribute('href')
  expect(href).toMatch(/^\/consultants\/[\w-]+$/)
  return href!
}

const head = (page: Page) => ({
  description: page.locator('meta[name="description"]'),
  canonical: page.locator('link[rel="canonical"]'),
  ogTitle: page.locator('meta[property="og:title"]'),
  ogImage: page.locator('meta[property="og:image"]').first(),
  robots: page.locator('meta[name="robots"]'),
})

const JONAS_TAGLINE = 'Engineering manager helping developers land roles in German tech companies'
const pages: Record<Language, { path: string; title: string; description: string | RegExp }[]> = {
  en: [
    {
      path: '/',
      title: 'CareerBridge — career consultations with people who have done the job',
      description: /^Book 30- or 60-minute sessions with vetted consultants/,
    },
    {
      path: '/consultants',
      title: 'Find your consultant · CareerBridge',
      description: /^Experienced professionals who help you find work in Germany/,
    },
    {
      path: '/consultants?search=react',
      title: 'Consultants for “react” · CareerBridge',
      description: /^Experienced professionals/,
    },
    {
      path: '/consultants?industryFilters=information-technology&page=2',
      title: 'Consultants: Information Technology – page 2 · CareerBridge',
      description: /^Experienced professionals/,
    },
    { path: '/sign-in', title: 'Log in · CareerBridge', description: /^Welcome back/ },
    { path: '/consultee-register', title: 'Create your account · CareerBridge', description: /^Find consultants/ },
    { path: '/no-such-page', title: 'This page does not exist · CareerBridge', description: /^The link may be old/ },
  ],
  de: [
    {
      path: '/',
      title: 'CareerBridge — Karriereberatung mit Menschen, die den Job schon gemacht haben',
      description: /^Buche 30- oder 60-minütige Sitzungen/,
    },
    {
      path: '/consultants',
      title: 'Finde deinen Berater · CareerBridge',
      description: /^Erfahrene Fachleute/,
    },
    { path: '/consultants?search=react', title: 'Berater für „react“ · CareerBridge', description: /^Erfahrene/ },
    {
      path: '/consultants?industryFilters=information-technology&page=2',
      title: 'Berater: Informationstechnologie – Seite 2 · CareerBridge',
      description: /^Erfahrene/,
    },
    { path: '/sign-in', title: 'Anmelden · CareerBridge', description: /^Willkommen zurück/ },
    { path: '/consultant-register', title: 'Als Berater mitmachen · CareerBridge', description: /^Teile deine/ },
    { path: '/no-such-page', title: 'Diese Seite gibt es nicht · CareerBridge', description: /^Der Link/ },
  ],
}

for (const language of ['en', 'de'] as const) {
  test(`pages have their own title and description in ${language === 'en' ? 'English' : 'German'}`, async ({
    browser,
    baseURL,
  }) => {
    const page = await pageIn(browser, baseURL!, language)
    for (const { path, title, description } of pages[language]) {
      await page.goto(path)
      await expect(page, path).toHaveTitle(title)
      await expect(head(page).description, path).toHaveAttribute('content', description)
    }

    const profile = await jonasProfilePath(page)
    await page.goto(profile)
    await expect(page).toHaveTitle(`Jonas Weber – ${JONAS_TAGLINE} · CareerBridge`)
    await expect(head(page).description).toHaveAttribute(
      'content',
      language === 'en'
        ? `${JONAS_TAGLINE}. Book a 30- or 60-minute career consultation with Jonas Weber on CareerBridge.`
        : `${JONAS_TAGLINE}. Buche eine 30- oder 60-minütige Karriereberatung mit Jonas Weber auf CareerBridge.`,
    )
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
      'content',
      language === 'en' ? 'en_US' : 'de_DE',
    )
    await page.context().close()
  })
}

test('public pages name their canonical URL and a share image that loads', async ({ browser, baseURL }) => {
  const page = await pageIn(browser, baseURL!, 'en')
  const profile = await jonasProfilePath(page)
  const canonicals: [string, string][] = [
    ['/', '/'],
    ['/consultants', '/consultants'],
    // Parameters the list does not read (here a campaign tag) stay out of the canonical URL.
    ['/consultants?utm_source=newsletter&search=react', '/consultants?search=react'],
    [profile, profile],
    ['/login', '/sign-in'],
    ['/become-mentor', '/consultant-register'],
  ]
  for (const [path, canonical] of canonicals) {
    await page.goto(path)
    // Absolute, on the site's origin ('http://host' and 'http://host/' name the same home page).
    const href = await head(page).canonical.getAttribute('href')
    expect(href, path).toMatch(/^https?:\/\//)
    expect(new URL(href!).href, path).toBe(new URL(canonical, baseURL).href)
  }

  for (const path of ['/', '/consultants', profile]) {
    await page.goto(path)
    const tags = head(page)
    await expect(tags.ogTitle, path).toHaveAttribute('content', await page.title())
    await expect(page.locator('meta[property="og:site_name"]'), path).toHaveAttribute('content', 'CareerBridge')
    await expect(page.locator('meta[name="twitter:card"]'), path).toHaveAttribute('content', 'summary_large_image')
    const image = await tags.ogImage.getAttribute('content')
    expect(image, path).toMatch(/^https?:\/\//)
    const response = await page.request.get(image!)
    expect(response.status(), image!).toBe(200)
    expect(response.headers()['content-type'], image!).toMatch(/^image\//)
    await expect(page.locator('meta[name="twitter:image"]').first(), path).toHaveAttribute('content', image!)
  }
  await page.goto(profile)
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'profile')
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', new URL(profile, baseURL).href)
  await page.context().close()
})

test('robots.txt points to the sitemap; the sitemap lists ACTIVE consultants and no private page', async ({
  browser,
  baseURL,
}) => {
  const page = await pageIn(browser, baseURL!, 'en')
  const robots = await page.request.get('/robots.txt')
  expect(robots.status()).toBe(200)
  const rules = await robots.text()
  expect(rules).toMatch(/^Allow: \/$/m)
  for (const path of ['/admin', '/api/', '/consultant/', '/consultee/', '/on-boarding']) {
    expect(rules).toContain(`Disallow: ${path}`)
  }
  expect(rules).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).href}`)

  const sitemap = await page.request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)
  const profile = await jonasProfilePath(page)
  expect(locations).toEqual(expect.arrayContaining([new URL('/', baseURL).href, new URL('/consultants', baseURL).href]))
  expect(locations).toContain(new URL(profile, baseURL).href)
  expect(locations.filter((url) => /dashboard|\/consultant\/|\/consultee\/|sign-in|register/.test(url))).toEqual([])
  await page.context().close()
})

test('sign-in and registration pages are noindex; the home page, the list and profiles are not', async ({
  browser,
  baseURL,
}) => {
  const page = await pageIn(browser, baseURL!, 'de')
  for (const path of ['/sign-in', '/consultee-register', '/consultant-register']) {
    await page.goto(path)
    await expect(head(page).robots, path).toHaveAttribute('content', 'noindex, nofollow')
  }
  const profile = await jonasProfilePath(page)
  for (const path of ['/', '/consultants', profile]) {
    await page.goto(path)
    await expect(page.locator('meta[name="robots"][content*="noindex"]'), path).toHaveCount(0)
  }
  await page.context().close()
})

test('browsers that ask for /favicon.ico get an icon, as the pages’ own icon link does', async ({ request }) => {
  const icon = await request.get('/favicon.ico')
  expect(icon.status()).toBe(200)
  expect(icon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/)
  // An ICO file: reserved 0, type 1, at least one image.
  const bytes = await icon.body()
  expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1])
  expect(bytes.readUInt16LE(4)).toBeGreaterThan(0)
})
