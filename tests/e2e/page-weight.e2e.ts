import { expect, test } from '@playwright/test'

import { FIRST_LOAD_JS_MAX_KB, firstLoadJs } from '../../scripts/bench/lib/firstLoadJs.mjs'

// Bytes, not timings: the JavaScript a visitor's browser must fetch and run before a page answers a tap,
// counted as `npm run bench:lighthouse` prints it (every module script of the HTML, gzip level 9).
const kB = (bytes: number) => bytes / 1000
const listing = (js: Awaited<ReturnType<typeof firstLoadJs>>) =>
  js.files.map((file) => `${file.url} ${kB(file.gzip).toFixed(1)} kB`).join('\n')

// What the list and a profile may add to the site's shared scripts: their own controls, not the inquiry
// form (it loads only where it shows) nor the filters' validation schema (it stays on the server).
const PAGE_OWN_MAX_KB = 5

test('the home page loads at most 150 kB of JavaScript (gzip); the list and a profile add at most 5 kB to it', async ({
  baseURL,
  request,
}) => {
  const home = await firstLoadJs(`${baseURL}/`)
  expect(home.files.length, 'the page loads its scripts').toBeGreaterThan(0)
  expect(kB(home.gzip), `first-load JavaScript of /:\n${listing(home)}`).toBeLessThanOrEqual(FIRST_LOAD_JS_MAX_KB)

  const { consultants } = await (await request.get('/api/consultants?limit=1')).json()
  for (const path of ['/consultants', `/consultants/${consultants[0].consultantShortId}`]) {
    const js = await firstLoadJs(`${baseURL}${path}`)
    expect(kB(js.gzip), `first-load JavaScript of ${path}:\n${listing(js)}`).toBeLessThanOrEqual(
      kB(home.gzip) + PAGE_OWN_MAX_KB,
    )
  }
})

// Messages travel to the browser inside the page's escaped flight data, as `\"namespace\":{`.
const carriesMessages = (html: string, namespace: string) => html.includes(`\\"${namespace}\\":{`)

test('a page hands the browser only the messages of the client components it shows', async ({ request }) => {
  const home = await (await request.get('/')).text()
  for (const namespace of ['header', 'home']) expect(carriesMessages(home, namespace), namespace).toBe(true)
  for (const namespace of ['availabilityEditor', 'wallet', 'bookingPage', 'application', 'sessions'])
    expect(carriesMessages(home, namespace), namespace).toBe(false)
})
