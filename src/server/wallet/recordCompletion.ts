import type { PayloadRequest } from 'payload'

import type { Consultation } from '@/payload-types'

// Placeholder until the wallet lands; records nothing.
export async function recordCompletion(_req: PayloadRequest, _doc: Consultation, _from: string): Promise<void> {}
