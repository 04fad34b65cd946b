import type { Payload } from 'payload'

import { createUser, tokenFor } from '../factories'
import type { User } from '@/payload-types'

/** Everyone who may knock on a door: the public, two of each marketplace role, and the three staff roles. */
export const ACTORS = [
  'anonymous',
  'consultee',
  'otherConsultee',
  'consultant',
  'otherConsultant',
  'reviewer',
  'editor',
  'admin',
] as const
export type Actor = (typeof ACTORS)[number]
export type Who = readonly Actor[]

export const STAFF: Who = ['reviewer', 'editor', 'admin']
export const EVERYONE: Who = ACTORS
export const SIGNED_IN: Who = ACTORS.filter((actor) => actor !== 'anonymous')
export const NOBODY: Who = []

const ROLE_OF = {
  consultee: 'USER',
  otherConsultee: 'USER',
  consultant: 'CONSULTANT',
  otherConsultant: 'CONSULTANT',
  reviewer: 'REVIEWER',
  editor: 'EDITOR',
  admin: 'ADMIN',
} as const

export type Member = keyof typeof ROLE_OF
export type Cast = { users: Record<Member, User>; tokens: Record<Member, string>; payload: Payload }

/** Signed-in users of every role, each with a session token, made once per test file. */
export async function castOf(payload: Payload): Promise<Cast> {
  const users = {} as Record<Member, User>
  const tokens = {} as Record<Member, string>
  // All at once: hashing each password is what takes the time, and it runs off the main thread.
  await Promise.all(
    (Object.entries(ROLE_OF) as [Member, User['role']][]).map(async ([member, role]) => {
      users[member] = await createUser(payload, { role, profileStatus: 'ACTIVE', firstName: member })
      tokens[member] = await tokenFor(payload, users[member])
    }),
  )
  return { users, tokens, payload }
}

export const tokenOf = (cast: Cast, actor: Actor): string | undefined =>
  actor === 'anonymous' ? undefined : cast.tokens[actor]
