import type { Endpoint } from 'payload'

import { accountCaller } from '../consultees/caller'
import { exportAccount } from '@/server/account/exportAccount'

/** GET /api/account/export: a JSON download of everything stored about the caller (both roles). */
export const exportAccountEndpoint: Endpoint = {
  path: '/account/export',
  method: 'get',
  handler: async (req) => {
    const caller = accountCaller(req, { roles: ['USER', 'CONSULTANT'] })
    const now = new Date()
    const data = await exportAccount(req, caller.user, now)
    const fileName = `careerbridge-data-${now.toISOString().slice(0, 10)}.json`
    return new Response(JSON.stringify(data, null, 2), {
      status: 200,
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="${fileName}"`,
      },
    })
  },
}
