import { match } from 'path-to-regexp'
import type { Endpoint, SanitizedConfig } from 'payload'

export type RestRoute = {
  method: string
  /** Below /api, with its parameters (`/api/users/:id`). */
  path: string
  /** The endpoint reads and limits its body itself (a raw file upload), marked `custom.ownBodyLimit`. */
  ownBodyLimit: boolean
  uploadCollection: boolean
  /**
   * False for Payload's version routes of a collection or global without versions and its verify route of
   * an auth collection without email verification: Payload registers them anyway and fails with a 500.
   */
  served: boolean
}

type Owner = { versions?: unknown; auth?: unknown }

function served(endpoint: Endpoint, owner: Owner | undefined): boolean {
  if (!owner) return true
  if (/^\/versions(\/|$)/.test(endpoint.path) && !owner.versions) return false
  const verifies = (owner.auth as { verify?: unknown } | undefined)?.verify
  return !(endpoint.path.startsWith('/verify/') && !verifies)
}

/**
 * Every REST route the Payload config serves: the root endpoints (ours and Payload's), each collection's
 * (Payload's generated operations, the auth operations, our own) and each global's.
 */
export function restRoutes(config: SanitizedConfig): RestRoute[] {
  const routes: RestRoute[] = []
  const add = (prefix: string, endpoints: Endpoint[] | false | undefined, owner?: Owner & { upload?: unknown }) => {
    for (const endpoint of endpoints || []) {
      routes.push({
        method: endpoint.method.toUpperCase(),
        path: `/api${prefix}${endpoint.path === '/' && prefix ? '' : endpoint.path}`,
        ownBodyLimit: endpoint.custom?.ownBodyLimit === true,
        uploadCollection: !!owner?.upload,
        served: served(endpoint, owner),
      })
    }
  }
  add('', config.endpoints)
  for (const collection of config.collections) add(`/${collection.slug}`, collection.endpoints, collection)
  for (const global of config.globals) add(`/globals/${global.slug}`, global.endpoints, global)
  return routes
}

type Matcher = RestRoute & { matches: (pathname: string) => boolean }

const tables = new WeakMap<SanitizedConfig, Matcher[]>()

/** The routes of `config` matching a request path (compiled once per config). */
export function routesMatching(config: SanitizedConfig, pathname: string): RestRoute[] {
  let table = tables.get(config)
  if (!table) {
    table = restRoutes(config).map((route) => {
      const matcher = match(route.path, { decode: decodeURIComponent })
      return { ...route, matches: (path: string) => !!matcher(path) }
    })
    tables.set(config, table)
  }
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return table.filter((route) => {
    try {
      return route.matches(path)
    } catch {
      return false // a malformed escape in the path: no route means it
    }
  })
}
