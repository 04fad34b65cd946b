import { expect, request, type Browser, type BrowserContext, type BrowserContextOptions } from '@playwright/test'

import { siteOrigin } from './e2eOrigin'

type Credentials = { email: string; password: string }
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>
/** The signed-in account as the sign-in answers it (`UserInfo`). */
export type SignedInUser = { userId: number; refCode: string; email: string }
type Session = { state: StorageState; user: SignedInUser }

// The site counts sign-ins per account (20 in 10 minutes, right password or wrong): a suite that signed the
// demo accounts in for every test met that limit once it ran faster. Tests that only need to be signed in
// share one session per account and worker; a test that signs out signs in on its own, so that it ends
// no session but its own.
const kept = new Map<string, Promise<unknown>>()

/** What `make` gives, made once per worker and key; a failure is not kept, so the next test tries again. */
export function perWorker<T>(key: string, make: () => Promise<T>): Promise<T> {
  let made = kept.get(key) as Promise<T> | undefined
  if (!made) {
    made = make()
    made.catch(() => kept.delete(key))
    kept.set(key, made)
  }
  return made
}

async function signInOnce({ email, password }: Credentials): Promise<Session> {
  const api = await request.newContext({ baseURL: siteOrigin().origin })
  const login = await api.post('/api/auth/login', { headers: siteOrigin(), data: { email, password } })
  expect(login.status(), `sign-in of ${email}`).toBe(200)
  const { user } = (await login.json()) as { user: SignedInUser }
  const state = await api.storageState()
  await api.dispose()
  return { state, user }
}

/**
 * A new browser context signed in as the account, in the account's shared session. Its pages send the
 * session cookie; its API requests (`context.request`) do not, since the cookie is Secure in production
 * builds and they send it only over HTTPS, unlike the browser on localhost.
 */
export async function sharedSessionContext(
  browser: Browser,
  credentials: Credentials,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; user: SignedInUser }> {
  const { state, user } = await perWorker(`session of ${credentials.email}`, () => signInOnce(credentials))
  return { context: await browser.newContext({ ...options, storageState: state }), user }
}
