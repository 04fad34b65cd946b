import type { Endpoint } from 'payload'

import { json } from '../http'
import { headerViewerOf } from '@/server/auth/headerViewer'

/**
 * GET /api/auth/header: the header of the prerendered pages asks who is looking. 200 with the visitor's
 * menus when nobody is signed in, so a visitor's page never logs a failed request.
 */
export const headerViewerEndpoint: Endpoint = {
  path: '/auth/header',
  method: 'get',
  handler: async (req) => {
    return json(200, await headerViewerOf(req.payload, req.user ?? null))
  },
}
