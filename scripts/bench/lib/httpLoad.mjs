// HTTP load with autocannon: a fixed number of connections for a fixed time, each request's path drawn
// from `nextPath` (so a run can spread over many records), latencies recorded per response.
import autocannon from 'autocannon'

import { summarise } from './stats.mjs'

function once({ origin, nextRequest, connections, seconds, onResponse }) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections,
        duration: seconds,
        // Slow answers are measured, not cut off and counted as errors.
        timeout: 120,
        requests: [{ setupRequest: (request) => ({ ...request, ...nextRequest() }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
    instance.on('response', (_client, statusCode, _bytes, ms) => onResponse(statusCode, ms))
  })
}

/**
 * Runs `warmupSeconds` of load that is thrown away (JIT, connection pools, caches), then the measured
 * `seconds`. Each request is a GET of `nextPath()`, or whatever `nextRequest()` answers ({ method, path,
 * headers, body }). Answers summarise() of the 2xx responses plus the other responses (in all and by
 * status) and the connection errors.
 */
export async function httpLoad({ origin, nextPath, nextRequest: given, connections, seconds, warmupSeconds = 0 }) {
  const nextRequest = given ?? (() => ({ method: 'GET', path: nextPath() }))
  if (warmupSeconds > 0) await once({ origin, nextRequest, connections, seconds: warmupSeconds, onResponse: () => {} })
  const latencies = []
  const statuses = {}
  const result = await once({
    origin,
    nextRequest,
    connections,
    seconds,
    onResponse: (status, ms) => {
      if (status >= 200 && status < 300) latencies.push(ms)
      else statuses[status] = (statuses[status] ?? 0) + 1
    },
  })
  const failed = Object.values(statuses).reduce((sum, count) => sum + count, 0)
  return summarise(latencies, result.duration, { failed, statuses, errors: result.errors + result.timeouts })
}
