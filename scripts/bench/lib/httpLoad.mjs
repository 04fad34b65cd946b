// HTTP load with autocannon: a fixed number of connections for a fixed time, each request's path drawn
// from `nextPath` (so a run can spread over many records), latencies recorded per response.
import autocannon from 'autocannon'

import { summarise } from './stats.mjs'

function once({ origin, nextRequest, connections, seconds, onResponse }) {
  // autocannon calls a request's onResponse just before it emits 'response' for it (same tick): the
  // label of the request that answered is taken there from the connection's context.
  let answered
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections,
        duration: seconds,
        // Slow answers are measured, not cut off and counted as errors.
        timeout: 120,
        requests: [
          {
            setupRequest: (request, context) => {
              const { label, ...next } = nextRequest()
              context.label = label
              return { ...request, ...next }
            },
            onResponse: (_status, _body, context) => {
              answered = context.label
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
    instance.on('response', (_client, statusCode, _bytes, ms) => onResponse(statusCode, ms, answered))
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

/**
 * One run of requests of several kinds at once: `nextRequest()` answers { label, method, path, headers,
 * body }, `label` a name or several (e.g. [kind, request]). Answers httpLoad's summary of all requests
 * together (`all`) and of each label (`byLabel`); connection errors and timeouts cannot be told apart by
 * label and are counted in `all` only.
 */
export async function mixedLoad({ origin, nextRequest, connections, seconds, warmupSeconds = 0 }) {
  if (warmupSeconds > 0) await once({ origin, nextRequest, connections, seconds: warmupSeconds, onResponse: () => {} })
  const series = new Map()
  const seriesOf = (label) => {
    if (!series.has(label)) series.set(label, { latencies: [], statuses: {} })
    return series.get(label)
  }
  const record = ({ latencies, statuses }, status, ms) => {
    if (status >= 200 && status < 300) latencies.push(ms)
    else statuses[status] = (statuses[status] ?? 0) + 1
  }
  const all = { latencies: [], statuses: {} }
  const result = await once({
    origin,
    nextRequest,
    connections,
    seconds,
    onResponse: (status, ms, label) => {
      record(all, status, ms)
      for (const name of [label].flat()) record(seriesOf(name), status, ms)
    },
  })
  const summary = ({ latencies, statuses }, errors) =>
    summarise(latencies, result.duration, {
      failed: Object.values(statuses).reduce((sum, count) => sum + count, 0),
      statuses,
      errors,
    })
  return {
    all: summary(all, result.errors + result.timeouts),
    byLabel: new Map([...series].map(([label, entry]) => [label, summary(entry, 0)])),
  }
}
