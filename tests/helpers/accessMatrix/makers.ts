import crypto from 'node:crypto'

import type { Where } from 'payload'
import sharp from 'sharp'

import { createUser, TEST_PASSWORD } from '../factories'
import type { Cast } from './cast'
import type { Consultation, Conversation, User, Webinar } from '@/payload-types'

/** `a` and `b` are the two documents every actor is tried on; `fresh` is made anew for each delete. */
export type Variant = 'a' | 'b' | 'fresh'
type Data = Record<string, unknown>
export type Made = {
  data: Data
  file?: { data: Buffer; mimetype: string; name: string; size: number }
  /** Made by this user (Payload's panel preferences take their owner from the request). */
  by?: User
}
export type Maker = (cast: Cast, variant: Variant) => Promise<Made | { id: number }>

export const uid = () => crypto.randomUUID().slice(0, 8)
/** An upload key as the upload endpoints make them. */
export const uploadKey = () => crypto.randomUUID().replaceAll('-', '')

/** The consultee and consultant a document belongs to: the first pair for `a` and `fresh`, the others for `b`. */
export const sideOf = (cast: Cast, variant: Variant) =>
  variant === 'b'
    ? { consultee: cast.users.otherConsultee, consultant: cast.users.otherConsultant }
    : { consultee: cast.users.consultee, consultant: cast.users.consultant }

/** For collections with one document per user: a user of its own for every fresh document. */
export async function ownerFor(cast: Cast, variant: Variant, role: 'USER' | 'CONSULTANT'): Promise<User> {
  if (variant === 'fresh') return createUser(cast.payload, { role, profileStatus: 'ACTIVE' })
  const side = sideOf(cast, variant)
  return role === 'USER' ? side.consultee : side.consultant
}

export const plain =
  (make: (cast: Cast, variant: Variant) => Data | Promise<Data>): Maker =>
  async (cast, variant) => ({ data: await make(cast, variant) })

export const newUserData = (): Data => ({
  email: `matrix-${uid()}@example.com`,
  password: TEST_PASSWORD,
  role: 'USER',
  profileStatus: 'ACTIVE',
})

let slot = 0
/** A consultation at its own half hour far ahead, so fixtures never meet the no-overlap rule. */
export async function consultationData(cast: Cast, variant: Variant): Promise<Data> {
  const { consultee, consultant } = sideOf(cast, variant)
  const startsAt = new Date(Date.UTC(2030, 0, 1) + (slot++ + Math.floor(Math.random() * 1e6)) * 3_600_000)
  return {
    consultant: consultant.id,
    user: consultee.id,
    status: 'HOLD_EXPIRED',
    sessionType: '30MINUTES',
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 30 * 60_000).toISOString(),
    consulteeTimezone: 'Europe/Berlin',
  }
}

export async function consultationFor(cast: Cast, variant: Variant): Promise<number> {
  const data = (await consultationData(cast, variant)) as unknown as Consultation
  return (await cast.payload.create({ collection: 'consultations', data })).id
}

/** The conversation of a side's pair, made once. */
export async function conversationFor(cast: Cast, variant: Variant): Promise<number> {
  const { consultee, consultant } = sideOf(cast, variant)
  const where: Where = { and: [{ user: { equals: consultee.id } }, { consultant: { equals: consultant.id } }] }
  const found = await cast.payload.find({ collection: 'conversations', where, limit: 1, depth: 0 })
  if (found.docs[0]) return found.docs[0].id
  const data = conversationData(consultee, consultant) as unknown as Conversation
  const doc = await cast.payload.create({ collection: 'conversations', data })
  return doc.id
}

export const conversationData = (consultee: User, consultant: User): Data => ({
  user: consultee.id,
  consultant: consultant.id,
  lastMessageAt: new Date().toISOString(),
  lastMessagePreview: 'Hello',
  lastMessageRole: 'USER',
  userArchived: false,
  consultantArchived: false,
  userUnread: 0,
  consultantUnread: 0,
})

export const webinarData = (status: 'published' | 'draft'): Data => ({
  title: 'Matrix webinar',
  startsAt: '2030-01-01T17:00:00.000Z',
  durationMinutes: 60,
  joinUrl: 'https://meet.example.com/matrix',
  _status: status,
})

/** A published webinar of its own, so that every registration is the first of its person there. */
export function webinarFor(cast: Cast): Promise<Webinar> {
  return cast.payload.create({ collection: 'webinars', data: webinarData('published') as unknown as Webinar })
}

let png: Buffer | undefined
export async function pictureFile() {
  png ??= await sharp({ create: { width: 2, height: 2, channels: 3, background: '#336699' } })
    .png()
    .toBuffer()
  return { data: png, mimetype: 'image/png', name: `matrix-${uid()}.png`, size: png.length }
}
