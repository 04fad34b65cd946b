// The web server's request listener: Next's handler for every request, except the GETs of the busiest
// reads, which their route modules answer directly once loaded (src/server/http/directRouteRegistry.ts).

const REGISTRY = Symbol.for('careerbridge.directRoutes')

/**
 * The headers next.config.mjs's headers() gives `pathname`, taken from the build's routes manifest, or null
 * when a rule needs Next itself (conditions on the request, values that take route parameters).
 */
export function fixedHeadersOf(manifest) {
  const rules = (manifest.headers ?? []).map((rule) => {
    const params = [...rule.source.matchAll(/:(\w+)/g)].map(([, name]) => name)
    const plain =
      !rule.has &&
      !rule.missing &&
      rule.headers.every(({ value }) => !params.some((name) => value.includes(`:${name}`)))
    return { regex: new RegExp(rule.regex), plain, headers: rule.headers.map(({ key, value }) => [key, value]) }
  })
  return (pathname) => {
    const matching = rules.filter((rule) => rule.regex.test(pathname))
    return matching.every((rule) => rule.plain) ? matching.flatMap((rule) => rule.headers) : null
  }
}

/** `handle` answers a request the way `next start` does; `find` looks a path up among the direct routes. */
export function frontDoor({
  handle,
  headersOf,
  find = (pathname) => globalThis[REGISTRY]?.find(pathname) ?? null,
  onError,
}) {
  const direct = (req) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null
    const { pathname } = new URL(req.url ?? '/', 'http://localhost')
    const serve = find(pathname)
    const headers = serve && headersOf(pathname)
    return headers && { serve, headers }
  }
  return async (req, res) => {
    try {
      const route = direct(req)
      if (route) {
        for (const [key, value] of route.headers) res.setHeader(key, value)
        if (await route.serve(req, res)) return
        for (const [key] of route.headers) res.removeHeader(key)
      }
      await handle(req, res)
    } catch (error) {
      onError(error, req)
      if (!res.headersSent) res.statusCode = 500
      res.end(res.headersSent ? undefined : 'Internal Server Error')
    }
  }
}
