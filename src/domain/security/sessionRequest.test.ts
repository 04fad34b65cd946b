import { describe, expect, it } from 'vitest'

import { sessionRequestRefusal, type SessionRequest } from './sessionRequest'

const site = 'https://careerbridge.example'
const request = (origin: string | null, contentType: string | null, bodyless = false): SessionRequest => ({
  origin,
  contentType,
  allowedOrigin: site,
  bodyless,
})
const foreign = { status: 403, code: 'ORIGIN_FOREIGN' }
const missing = { status: 403, code: 'ORIGIN_MISSING' }
const notJson = { status: 415, code: 'JSON_REQUIRED' }

describe('sessionRequestRefusal', () => {
  it.each([
    ['same origin, JSON', request(site, 'application/json'), null],
    ['same origin, JSON with a charset', request(site, 'Application/JSON; charset=utf-8'), null],
    ['the origin written with a default port', request('https://careerbridge.example:443', 'application/json'), null],
    ['no Origin header', request(null, 'application/json'), missing],
    ['an empty Origin header', request('  ', 'application/json'), missing],
    ['another site', request('https://evil.example', 'application/json'), foreign],
    ['a subdomain of ours', request('https://www.careerbridge.example', 'application/json'), foreign],
    ['http instead of https', request('http://careerbridge.example', 'application/json'), foreign],
    ['another port', request('https://careerbridge.example:8443', 'application/json'), foreign],
    ['"null" (a sandboxed frame or a file)', request('null', 'application/json'), foreign],
    ['a form on another site', request('https://evil.example', 'text/plain'), foreign],
    ['same origin as text/plain', request(site, 'text/plain'), notJson],
    ['same origin as a urlencoded form', request(site, 'application/x-www-form-urlencoded'), notJson],
    ['same origin as multipart (the admin panel login form)', request(site, 'multipart/form-data; boundary=x'), null],
    ['multipart from another site', request('https://evil.example', 'multipart/form-data; boundary=x'), foreign],
    ['a JSON look-alike', request(site, 'application/jsonp'), notJson],
    ['no content type on an endpoint that reads a body', request(site, null), notJson],
    ['no content type on a bodyless endpoint', request(site, null, true), null],
    ['text/plain on a bodyless endpoint', request(site, 'text/plain', true), notJson],
    ['a bodyless endpoint from another site', request('https://evil.example', null, true), foreign],
  ])('%s', (_name, given, expected) => {
    expect(sessionRequestRefusal(given)).toEqual(expected)
  })

  it('refuses everything when the configured origin cannot be read', () => {
    expect(sessionRequestRefusal({ ...request(site, 'application/json'), allowedOrigin: 'not a url' })).toEqual(foreign)
  })
})
