import { describe, expect, it } from 'vitest'

import { clientIpFrom, exemptAddresses, trustedProxyHops } from './clientIp'

describe('trustedProxyHops', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['false', 0],
    ['0', 0],
    ['true', Number.POSITIVE_INFINITY],
    ['TRUE', Number.POSITIVE_INFINITY],
    ['1', 1],
    ['2', 2],
    ['yes', 0],
    ['-1', 0],
  ])('TRUST_PROXY=%j → %s', (value, hops) => {
    expect(trustedProxyHops(value)).toBe(hops)
  })
})

describe('clientIpFrom', () => {
  const headers = (forwardedFor: string | null, realIp: string | null = null) => ({ forwardedFor, realIp })
  it.each([
    ['no trusted proxy: the connection address Next.js recorded', headers('203.0.113.9'), undefined, '203.0.113.9'],
    ['no trusted proxy: as Next.js writes an IPv4 socket', headers('::ffff:127.0.0.2'), '', '127.0.0.2'],
    ['no trusted proxy: an IPv6 socket', headers('::1'), 'false', '::1'],
    [
      'no trusted proxy: the entry nearest to us, never one further left',
      headers('6.6.6.6, 10.0.0.2'),
      '0',
      '10.0.0.2',
    ],
    ['no trusted proxy: X-Real-IP is ignored', headers(null, '203.0.113.9'), 'false', null],
    ['no trusted proxy and no address', headers(null), undefined, null],
    ['one proxy: its own entry, the last', headers('6.6.6.6, 203.0.113.9'), '1', '203.0.113.9'],
    ['two proxies: the second from the right', headers('6.6.6.6, 203.0.113.9, 10.0.0.2'), '2', '203.0.113.9'],
    ['more hops than entries: the leftmost', headers('203.0.113.9'), '3', '203.0.113.9'],
    ['"true": the leftmost', headers('203.0.113.9, 172.16.0.1'), 'true', '203.0.113.9'],
    ['no forwarded header: X-Real-IP', headers(null, '203.0.113.7'), '1', '203.0.113.7'],
    ['neither header', headers(null), 'true', null],
    ['empty entries are skipped', headers(' , 203.0.113.9 ,'), '1', '203.0.113.9'],
    ['an IPv4 port is dropped', headers('203.0.113.9:51234'), '1', '203.0.113.9'],
    ['IPv6 in brackets with a port', headers('[2001:DB8::1]:443'), '1', '2001:db8::1'],
    ['IPv4-mapped IPv6 as IPv4', headers('::ffff:203.0.113.9'), '1', '203.0.113.9'],
    ['something that is no address', headers('unknown'), '1', null],
  ])('%s', (_name, given, trustProxy, expected) => {
    expect(clientIpFrom(given, trustProxy)).toBe(expected)
  })
})

describe('exemptAddresses', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['127.0.0.1, ::1', ['127.0.0.1', '::1']],
    ['::ffff:127.0.0.1,[::1]:80', ['127.0.0.1', '::1']],
    ['localhost, 10.0.0.1', ['10.0.0.1']],
  ])('%j → %j', (list, expected) => {
    expect([...exemptAddresses(list)]).toEqual(expected)
  })
})
