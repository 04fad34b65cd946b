import type { Payload } from 'payload'

// Placeholder until session emails land; sends nothing.
export async function sendSessionNotice(_payload: Payload, _consultationId: number, _notice: string): Promise<number> {
  return 0
}
