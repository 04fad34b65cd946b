import { defineConfig } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://localhost:${PORT}`
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3125)
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3126)
const OIDC_SECRET = 'e2e-client-secret'

// Debian's headless shell (package chromium-headless-shell): the same engine as its Chromium without the
// browser around it, as Playwright runs headless tests itself; the suite's tests took about a sixth less
// time on it than on the full browser. Started with flags that keep it off the (closed) network.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell'
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

// The screenshot comparisons run first, on the freshly seeded data, and then everything else. One worker:
// two browsers on two cores, sharing them with the server and the database, ran the suite no faster.
const FIRST = '**/visual.e2e.ts'

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 60_000,
  projects: [
    { name: 'first', testMatch: FIRST },
    { name: 'rest', testIgnore: FIRST, dependencies: ['first'] },
  ],
  // One committed picture per name, next to the tests (no project or platform in the name).
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
  expect: { timeout: 10_000, toHaveScreenshot: { maxDiffPixelRatio: 0.002 } },
  use: {
    baseURL,
    // Recording a trace of every test cost a sixth of the suite's time; to keep one of a failing test:
    // `npm run test:e2e -- tests/e2e/x.e2e.ts --no-deps --trace retain-on-failure`.
    trace: 'off',
    launchOptions: { executablePath: CHROMIUM, args: chromiumArgs },
  },
  webServer: [
    {
      // A real SMTP server on 127.0.0.1; the tests read the codes it receives.
      command: 'node_modules/.bin/tsx tests/helpers/mailSinkServer.ts',
      port: SMTP_PORT,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: { E2E_SMTP_PORT: String(SMTP_PORT) },
    },
    {
      // A real OpenID Connect provider standing in for Google.
      command: 'node_modules/.bin/tsx tests/helpers/oidcProviderServer.ts',
      port: OIDC_PORT,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: { E2E_OIDC_PORT: String(OIDC_PORT), E2E_APP_URL: baseURL, E2E_OIDC_SECRET: OIDC_SECRET },
    },
    {
      // A production build on a throw-away migrated and seeded database.
      command: 'node scripts/with-db.mjs --fresh -- node scripts/start.mjs --seed',
      url: `${baseURL}/`,
      timeout: 180_000,
      reuseExistingServer: false,
      // Shown, so that a server that fails to start explains why in the CI log.
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        SERVER_URL: baseURL,
        // Every browser of the suite connects from this machine: per-address limits would soon refuse them.
        // auth-rules.e2e.ts connects from 127.0.0.2 to check those limits against the real server.
        RATE_LIMIT_EXEMPT_ADDRESSES: '127.0.0.1,::1',
        NEXT_TELEMETRY_DISABLED: '1',
        // Warnings and errors only: a line per request buried a failing test's cause in the CI log.
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        OIDC_ISSUER: `http://127.0.0.1:${OIDC_PORT}`,
        OIDC_CLIENT_ID: 'careerbridge-test',
        OIDC_CLIENT_SECRET: OIDC_SECRET,
      },
    },
  ],
})
