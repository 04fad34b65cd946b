import type { Payload } from 'payload'

// Placeholder until payouts land; transfers nothing.
export async function transferEarning(_payload: Payload, _earningId: number): Promise<string> {
  return 'pending'
}
