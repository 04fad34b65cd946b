import { describe, expect, it } from 'vitest'

import { acceptsGzip } from './acceptsGzip'

describe('acceptsGzip', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['gzip', true],
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, GZIP;q=0.5', true],
    ['x-gzip', true],
    ['gzip;q=0', false],
    ['gzip;q=0.000', false],
    ['deflate, br', false],
    ['identity', false],
    ['*', true],
    ['*;q=0', false],
    ['*, gzip;q=0', false],
    ['gzip;q=0, *', false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected)
  })
})
