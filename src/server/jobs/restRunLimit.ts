import type { CollectionConfig, Endpoint, PayloadHandler } from 'payload'

/**
 * How many jobs one call of `GET /api/payload-jobs/run` runs at most. Payload runs a batch all at once, each
 * job in a transaction of its own: a batch larger than the connection pool waits for connections until
 * the pool's timeout and the call fails (seen with ~70 queued session notices and `limit=99999`).
 */
export const REST_RUN_LIMIT = 10

function limited(handler: PayloadHandler): PayloadHandler {
  return (req) => {
    const asked = Math.trunc(Number(req.query?.limit))
    // Below 1 (0 means "no limit" to Payload) or not a number: the cap.
    const limit = Number.isFinite(asked) && asked >= 1 ? Math.min(asked, REST_RUN_LIMIT) : REST_RUN_LIMIT
    req.query = { ...req.query, limit: String(limit) }
    return handler(req)
  }
}

/** The jobs collection with its REST run endpoint capped at REST_RUN_LIMIT jobs a call. */
export function limitRestRuns(collection: CollectionConfig): CollectionConfig {
  const endpoints = Array.isArray(collection.endpoints) ? collection.endpoints : []
  return {
    ...collection,
    endpoints: endpoints.map((endpoint: Endpoint) =>
      endpoint.path === '/run' ? { ...endpoint, handler: limited(endpoint.handler) } : endpoint,
    ),
  }
}
