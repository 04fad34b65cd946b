import type { Payload } from 'payload'

// Placeholder until the session clock lands; moves nothing.
export async function runSessionClock(_payload: Payload, _now: Date): Promise<number> {
  return 0
}
