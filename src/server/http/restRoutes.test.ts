import type { SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { restRoutes, routesMatching } from './restRoutes'

const handler = async () => new Response()
const endpoint = (method: string, path: string, custom?: Record<string, unknown>) => ({ method, path, handler, custom })

// Just the parts of a sanitized config that restRoutes reads.
const config = {
  endpoints: [endpoint('get', '/health'), endpoint('put', '/uploads/:key', { ownBodyLimit: true })],
  collections: [
    {
      slug: 'posts',
      versions: { drafts: true },
      endpoints: [endpoint('get', '/'), endpoint('get', '/versions'), endpoint('get', '/:id')],
    },
    {
      slug: 'users',
      auth: { verify: false },
      endpoints: [endpoint('get', '/versions'), endpoint('post', '/verify/:token'), endpoint('get', '/:id')],
    },
    { slug: 'media', upload: { staticDir: 'media' }, endpoints: [endpoint('post', '/')] },
  ],
  globals: [{ slug: 'settings', endpoints: [endpoint('get', '/versions/:id')] }],
} as unknown as SanitizedConfig

describe('restRoutes', () => {
  it.each([
    { method: 'GET', path: '/api/health', served: true, ownBodyLimit: false, uploadCollection: false },
    { method: 'PUT', path: '/api/uploads/:key', served: true, ownBodyLimit: true, uploadCollection: false },
    { method: 'GET', path: '/api/posts', served: true, ownBodyLimit: false, uploadCollection: false },
    { method: 'GET', path: '/api/posts/versions', served: true, ownBodyLimit: false, uploadCollection: false },
    { method: 'GET', path: '/api/users/versions', served: false, ownBodyLimit: false, uploadCollection: false },
    { method: 'POST', path: '/api/users/verify/:token', served: false, ownBodyLimit: false, uploadCollection: false },
    { method: 'GET', path: '/api/users/:id', served: true, ownBodyLimit: false, uploadCollection: false },
    { method: 'POST', path: '/api/media', served: true, ownBodyLimit: false, uploadCollection: true },
    {
      method: 'GET',
      path: '/api/globals/settings/versions/:id',
      served: false,
      ownBodyLimit: false,
      uploadCollection: false,
    },
  ])('$method $path', (route) => {
    expect(restRoutes(config)).toContainEqual(route)
  })
})

describe('routesMatching', () => {
  it.each([
    { path: '/api/health', methods: ['GET'] },
    { path: '/api/health/', methods: ['GET'] },
    { path: '/api/users/versions', methods: ['GET', 'GET'] },
    { path: '/api/users/17', methods: ['GET'] },
    { path: '/api/uploads/abc', methods: ['PUT'] },
    { path: '/api/nothing', methods: [] },
    { path: '/api/users/%E0%A4%A', methods: [] },
  ])('$path → $methods', ({ path, methods }) => {
    expect(routesMatching(config, path).map((route) => route.method)).toEqual(methods)
  })
})
