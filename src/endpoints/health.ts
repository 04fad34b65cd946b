import type { Endpoint } from 'payload'

import { json } from './http'
import { checkHealth } from '@/server/health/checkHealth'

/** GET /api/health: open to anyone (load balancers, monitors); it reveals no personal data. */
export const healthEndpoint: Endpoint = {
  path: '/health',
  method: 'get',
  handler: async (req) => {
    const report = await checkHealth(req.payload)
    return json(report.status === 'ok' ? 200 : 503, report)
  },
}
