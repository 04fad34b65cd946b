import type { Field, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../helpers/payload'

// src/server/auth/cachedSessionUser.ts keeps the signed-in user while the users row and its sessions are
// unchanged. That is only right while the user document depends on nothing else: these tests fail the
// moment the users collection gains a way to read other data into it.

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

type Found = { path: string; kind: string }

function readersIn(fields: Field[], prefix = ''): Found[] {
  return fields.flatMap((field): Found[] => {
    const name = 'name' in field ? `${prefix}${field.name}` : prefix
    const own: Found[] = []
    if (field.type === 'join') own.push({ path: name, kind: 'join field' })
    if ('hooks' in field && (field.hooks?.afterRead ?? []).length > 0) own.push({ path: name, kind: 'afterRead hook' })
    if ('virtual' in field && field.virtual) own.push({ path: name, kind: 'virtual field' })
    const nested = [
      ...('fields' in field ? readersIn(field.fields, `${name}.`) : []),
      ...('tabs' in field ? field.tabs.flatMap((tab) => readersIn(tab.fields, `${name}.`)) : []),
      ...('blocks' in field ? field.blocks.flatMap((block) => readersIn(block.fields, `${name}.`)) : []),
    ]
    return [...own, ...nested]
  })
}

describe('the users document depends on the users row and its sessions only', () => {
  it('reads the signed-in user without populating relationships', () => {
    const users = payload.collections.users.config
    expect(users.auth.depth).toBe(0)
  })

  it('has no collection afterRead hook', () => {
    expect(payload.collections.users.config.hooks.afterRead ?? []).toEqual([])
  })

  it('has no join field, virtual field or field afterRead hook', () => {
    expect(readersIn(payload.collections.users.config.fields)).toEqual([])
  })
})
