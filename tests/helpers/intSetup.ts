import { afterAll, vi } from 'vitest'

import { rememberPasswordHashes } from './passwordHashMemo'
import { deliverEventsInProcess } from './payments'

// Integration tests run no HTTP server: the test payment provider hands its events to the webhook route
// in-process, so every test that captures, cancels or refunds exercises the real webhook path.
deliverEventsInProcess()

// Signing in the user a test has just made derives that user's password hash a second time: reuse it.
rememberPasswordHashes()

// Every file shares one process: what a file stubs in the environment ends with the file.
afterAll(() => {
  vi.unstubAllEnvs()
})
