import { test } from '@playwright/test'

/**
 * The Origin header a browser sends with the site's own POSTs. Playwright's API requests send none, and
 * the endpoints that sign in refuse a request without it (login CSRF).
 */
export function siteOrigin(): { origin: string } {
  return { origin: new URL(String(test.info().project.use.baseURL)).origin }
}
