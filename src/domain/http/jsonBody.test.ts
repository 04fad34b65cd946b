import { describe, expect, it } from 'vitest'

import { isJsonContentType, jsonBodyProblem } from './jsonBody'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('jsonBodyProblem', () => {
  it.each([
    { body: '{}', problem: null },
    { body: '{"email":"a@example.com","tags":["x",{"y":1}]}', problem: null },
    { body: '{"name":"Müller"}', problem: null },
    { body: '', problem: null },
    { body: 'null', problem: 'BODY_NOT_OBJECT' },
    { body: '"x"', problem: 'BODY_NOT_OBJECT' },
    { body: '[]', problem: 'BODY_NOT_OBJECT' },
    { body: '[{"a":1}]', problem: 'BODY_NOT_OBJECT' },
    { body: '42', problem: 'BODY_NOT_OBJECT' },
    { body: 'true', problem: 'BODY_NOT_OBJECT' },
    { body: '{bad', problem: 'MALFORMED_JSON' },
    { body: '{"a":1}}', problem: 'MALFORMED_JSON' },
    { body: '{"email":"a\\u0000b"}', problem: 'NUL_IN_BODY' },
    { body: '{"a\\u0000":1}', problem: 'NUL_IN_BODY' },
    { body: '{"list":[{"deep":["x\\u0000"]}]}', problem: 'NUL_IN_BODY' },
  ])('$body → $problem', ({ body, problem }) => {
    expect(jsonBodyProblem(bytes(body))).toBe(problem)
  })

  it.each([
    { name: 'a lone continuation byte', raw: [0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d] },
    { name: 'a cut two-byte sequence', raw: [0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d] },
  ])('refuses $name as malformed', ({ raw }) => {
    expect(jsonBodyProblem(Uint8Array.from(raw))).toBe('MALFORMED_JSON')
  })
})

describe('isJsonContentType', () => {
  it.each([
    { type: 'application/json', json: true },
    { type: 'Application/JSON; charset=utf-8', json: true },
    { type: 'application/merge-patch+json', json: true },
    { type: 'text/plain', json: false },
    { type: 'multipart/form-data; boundary=x', json: false },
    { type: 'application/x-www-form-urlencoded', json: false },
    { type: null, json: false },
  ])('$type → $json', ({ type, json }) => {
    expect(isJsonContentType(type)).toBe(json)
  })
})
