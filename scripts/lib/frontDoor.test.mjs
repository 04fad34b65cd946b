import http from 'node:http'

import { afterEach, describe, expect, it } from 'vitest'

import { fixedHeadersOf, frontDoor } from './frontDoor.mjs'

// The shape `next build` writes to .next/routes-manifest.json for next.config.mjs's headers().
const rule = (source, regex, headers, extra = {}) => ({
  source,
  regex,
  headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
  ...extra,
})
const EVERY_PATH = '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$'

describe('fixedHeadersOf', () => {
  it.each([
    {
      name: 'every rule that matches, in order, values with a URL included',
      rules: [
        rule('/:path*', EVERY_PATH, {
          'X-Content-Type-Options': 'nosniff',
          'Permissions-Policy': 'payment=(self "https://js.stripe.com")',
        }),
        rule('/admin/:path*', '^/admin(?:/(.*))?$', { 'X-Admin': '1' }),
        rule('/:path*', EVERY_PATH, { Vary: 'Sec-CH-Prefers-Color-Scheme' }),
      ],
      path: '/api/consultants',
      expected: [
        ['X-Content-Type-Options', 'nosniff'],
        ['Permissions-Policy', 'payment=(self "https://js.stripe.com")'],
        ['Vary', 'Sec-CH-Prefers-Color-Scheme'],
      ],
    },
    { name: 'no rule', rules: [], path: '/api/consultants', expected: [] },
    {
      name: 'a matching rule with a condition on the request',
      rules: [rule('/:path*', EVERY_PATH, { A: 'b' }, { has: [{ type: 'header', key: 'x-a' }] })],
      path: '/api/consultants',
      expected: null,
    },
    {
      name: 'a matching rule whose value takes a route parameter',
      rules: [rule('/:path*', EVERY_PATH, { Link: '</:path>; rel=canonical' })],
      path: '/api/consultants',
      expected: null,
    },
    {
      name: 'such a rule for other paths only',
      rules: [
        rule('/blog/:slug', '^/blog/([^/]+?)$', { Link: '</blog/:slug>' }, { has: [{ type: 'query', key: 'a' }] }),
      ],
      path: '/api/consultants',
      expected: [],
    },
  ])('$name', ({ rules, path, expected }) => {
    expect(fixedHeadersOf({ headers: rules })(path)).toEqual(expected)
  })
})

const servers = []
afterEach(() => Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve)))))

/** A server with frontDoor in front of `handle`; answers its origin and the requests each side saw. */
async function serveWith({ serve, headers = [['X-Fixed', 'yes']] }) {
  const seen = { next: [], direct: [], errors: [] }
  const listener = frontDoor({
    handle: async (req, res) => {
      seen.next.push(`${req.method} ${req.url}`)
      res.end(`next: ${res.getHeader('x-fixed') ?? 'no fixed header yet'}`)
    },
    headersOf: () => headers,
    find: (pathname) => (pathname === '/api/direct' ? serve : null),
    onError: (error) => seen.errors.push(error.message),
  })
  const server = http.createServer(listener)
  servers.push(server)
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { origin: `http://127.0.0.1:${server.address().port}`, seen }
}

const answering = async (req, res) => {
  res.end(`direct: ${res.getHeader('x-fixed')}`)
  return true
}

describe('frontDoor', () => {
  it('answers a GET of a direct route itself, with the fixed headers', async () => {
    const { origin, seen } = await serveWith({ serve: answering })
    const response = await fetch(`${origin}/api/direct?x=1`)
    expect(await response.text()).toBe('direct: yes')
    expect(response.headers.get('x-fixed')).toBe('yes')
    expect(seen.next).toEqual([])
  })

  it('gives Next every other request: other paths, other methods, a path whose headers need Next', async () => {
    const { origin, seen } = await serveWith({ serve: answering })
    await (await fetch(`${origin}/api/other`)).text()
    await (await fetch(`${origin}/api/direct`, { method: 'POST', body: '{}' })).text()
    expect(seen.next).toEqual(['GET /api/other', 'POST /api/direct'])
    const conditional = await serveWith({ serve: answering, headers: null })
    expect(await (await fetch(`${conditional.origin}/api/direct`)).text()).toBe('next: no fixed header yet')
  })

  it('gives Next what the direct route leaves, without the headers set for it', async () => {
    const { origin, seen } = await serveWith({ serve: async () => false })
    expect(await (await fetch(`${origin}/api/direct`)).text()).toBe('next: no fixed header yet')
    expect(seen.next).toEqual(['GET /api/direct'])
  })

  it('answers 500 when answering fails, and reports the error', async () => {
    const { origin, seen } = await serveWith({
      serve: async () => {
        throw new Error('the route broke')
      },
    })
    const response = await fetch(`${origin}/api/direct`)
    expect(response.status).toBe(500)
    expect(await response.text()).toBe('Internal Server Error')
    expect(seen.errors).toEqual(['the route broke'])
  })
})
