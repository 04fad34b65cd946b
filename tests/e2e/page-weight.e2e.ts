import { expect, test } from '@playwright/test'

import { FIRST_LOAD_JS_MAX_KB, firstLoadJs } from '../../scripts/bench/lib/firstLoadJs.mjs'

// Bytes, not timings: the JavaScript a visitor's browser must fetch and run before the home page answers
// a tap, counted as `npm run bench:lighthouse` prints it (every module script of the HTML, gzip level 9).
test('the home page makes a browser load at most 150 kB of JavaScript (gzip) before it is interactive', async ({
  baseURL,
}) => {
  const js = await firstLoadJs(`${baseURL}/`)
  const listed = js.files.map((file) => `${file.url} ${(file.gzip / 1000).toFixed(1)} kB`).join('\n')
  expect(js.files.length, 'the page loads its scripts').toBeGreaterThan(0)
  expect(js.gzip / 1000, `first-load JavaScript of /:\n${listed}`).toBeLessThanOrEqual(FIRST_LOAD_JS_MAX_KB)
})

test('a visitor’s consultant profile stays within the same budget: the inquiry form loads only where it shows', async ({
  baseURL,
  request,
}) => {
  const { consultants } = await (await request.get('/api/consultants?limit=1')).json()
  const profile = `${baseURL}/consultants/${consultants[0].consultantShortId}`
  const js = await firstLoadJs(profile)
  const listed = js.files.map((file) => `${file.url} ${(file.gzip / 1000).toFixed(1)} kB`).join('\n')
  expect(js.gzip / 1000, `first-load JavaScript of ${profile}:\n${listed}`).toBeLessThanOrEqual(FIRST_LOAD_JS_MAX_KB)
})
