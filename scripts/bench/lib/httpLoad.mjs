// HTTP load with autocannon: a fixed number of connections for a fixed time, each request drawn from
// `nextRequest` (so a run can spread over many records), latencies recorded per response.
import autocannon from 'autocannon'

import { summarise } from './stats.mjs'

const is2xx = (status) => status >= 200 && status < 300

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
 * `seconds` of load, after `warmupSeconds` that are thrown away (JIT, connection pools, caches).
 * Each request is a GET of `nextPath()`, or whatever `nextRequest()` answers ({ method, path, headers,
 * body }). `ok(status)` tells the answers that count as success (2xx unless told). `onMeasure` is called
 * just before the measured part starts. Answers summarise() of the successful responses plus the other
 * responses (in all and by status) and the connection errors.
 */
export async function httpLoad({
  origin,
  nextPath,
  nextRequest: given,
  connections,
  seconds,
  warmupSeconds = 0,
  ok = is2xx,
  onMeasure = () => {},
}) {
  const nextRequest = given ?? (() => ({ method: 'GET', path: nextPath() }))
  if (warmupSeconds > 0) await once({ origin, nextRequest, connections, seconds: warmupSeconds, onResponse: () => {} })
  await onMeasure()
  const latencies = []
  const statuses = {}
  const result = await once({
    origin,
    nextRequest,
    connections,
    seconds,
    onResponse: (status, ms) => {
      if (ok(status)) latencies.push(ms)
      else statuses[status] = (statuses[status] ?? 0) + 1
    },
  })
  const failed = Object.values(statuses).reduce((sum, count) => sum + count, 0)
  return summarise(latencies, result.duration, { failed, statuses, errors: result.errors + result.timeouts })
}
