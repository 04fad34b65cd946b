import { afterAll, vi } from 'vitest'

import { deliverEventsInProcess } from './payments'

// Integration tests run no HTTP server: the test payment provider hands its events to the webhook route
// in-process, so every test that captures, cancels or refunds exercises the real webhook path.
deliverEventsInProcess()

// Every file shares one process: what a file stubs in the environment ends with the file.
afterAll(() => {
  vi.unstubAllEnvs()
})
