import type { PayloadRequest } from 'payload'

import type { Consultation } from '@/payload-types'

// Placeholder until session emails land; queues nothing.
export async function queueStatusNotices(_req: PayloadRequest, _doc: Consultation, _from: string): Promise<void> {}
