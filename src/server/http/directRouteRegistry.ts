import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * Answers a GET or HEAD request without Next's router in front of it: true when it answered, false when
 * it wrote nothing and Next is to answer the request.
 */
export type ServeDirectly = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>

type Registry = { find: (pathname: string) => ServeDirectly | null }

// The web server (scripts/serve.mjs) is plain JavaScript outside the build: it finds the registry under
// this global key once the build's route modules have registered themselves in it.
const KEY = Symbol.for('careerbridge.directRoutes')

/** '/api/consultants/[id]' → matches '/api/consultants/' and one segment; other paths stay Next's. */
export function pagePattern(page: string): RegExp {
  const source = page
    .split('/')
    .map((segment) => (/^\[[^./\]]+\]$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  return new RegExp(`^${source}$`)
}

type Route = { pattern: RegExp; serve: ServeDirectly }

// Every copy of this module (each bundle holds its own) registers in the one map kept on the global.
const globals = globalThis as unknown as Record<symbol, (Registry & { routes: Map<string, Route> }) | undefined>
const registry = (globals[KEY] ??= {
  routes: new Map<string, Route>(),
  find(pathname) {
    for (const { pattern, serve } of this.routes.values()) if (pattern.test(pathname)) return serve
    return null
  },
})

/** Makes `page` (a pages-router path such as '/api/consultants/[id]') answerable by `serve` directly. */
export function registerDirectRoute(page: string, serve: ServeDirectly): void {
  registry.routes.set(page, { pattern: pagePattern(page), serve })
}

/** The direct answer for a path, or null when Next is to route it. */
export function directRouteFor(pathname: string): ServeDirectly | null {
  return registry.find(pathname)
}
