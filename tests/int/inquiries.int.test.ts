import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createUser, tokenFor } from '../helpers/factories'
import { graphql, rest } from '../helpers/http'
import { mailsTo } from '../helpers/notices'
import { testPayload } from '../helpers/payload'
import { expireRateLimit } from '../helpers/rateLimits'
import { execute, sql } from '../helpers/sql'
import type { User } from '@/payload-types'
import { RATE_LIMITS } from '@/domain/rateLimit'
import { headerInquiryCount } from '@/server/inquiries/headerCount'

let payload: Payload
let consultee: User
let consultant: User
let stranger: User
let otherConsultant: User
const tokens = new Map<number, string>()
const tokenOf = (user: User) => tokens.get(user.id)!

async function person(input: Parameters<typeof createUser>[1]) {
  const user = await createUser(payload, input)
  tokens.set(user.id, await tokenFor(payload, user))
  return user
}

beforeAll(async () => {
  payload = await testPayload()
  consultee = await person({ role: 'USER', firstName: 'Clara', lastName: 'Kunde' })
  consultant = await person({ role: 'CONSULTANT', firstName: 'Max', lastName: 'Berater', locale: 'de' })
  stranger = await person({ role: 'USER', firstName: 'Eve' })
  otherConsultant = await person({ role: 'CONSULTANT', firstName: 'Otto' })
})

type Sent = { conversationId: number; message: { id: number; message: string; role: string } }

function send(as: User, body: Record<string, unknown>) {
  return rest('POST', '/api/chat/send-message', { token: tokenOf(as), body })
}
const ask = (from: User, to: User, message: string) =>
  send(from, { role: 'USER', message, userId: from.id, consultantId: to.id })
const answer = (from: User, to: User, message: string) =>
  send(from, { role: 'CONSULTANT', message, userId: to.id, consultantId: from.id })

async function conversationBetween(user: User, adviser: User): Promise<number> {
  const sent = await ask(user, adviser, 'Hello, do you have time next week?')
  expect(sent.status).toBe(201)
  return (sent.json as Sent).conversationId
}

const thread = (as: User, id: number, query = '') =>
  rest('GET', `/api/chat/conversations/${id}${query}`, { token: tokenOf(as) })
const list = (as: User, query = '') => rest('GET', `/api/chat/conversations${query}`, { token: tokenOf(as) })

async function runInquiryMails() {
  const jobs = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'inquiryMail' }, completedAt: { exists: false } },
    depth: 0,
    limit: 0,
    pagination: false,
  })
  for (const job of jobs.docs) await payload.jobs.runByID({ id: job.id })
}

describe('POST /api/chat/send-message', () => {
  it('opens a conversation, answers 201 with the message, and the consultant can answer', async () => {
    const user = await person({ role: 'USER' })
    const sent = await ask(user, consultant, 'Can you review my CV?')
    expect(sent.status).toBe(201)
    const { conversationId, message } = sent.json as Sent
    expect(message).toMatchObject({ role: 'USER', message: 'Can you review my CV?', userId: user.id })
    const reply = await answer(consultant, user, 'Sure, send it over.')
    expect(reply.status).toBe(201)
    expect((reply.json as Sent).conversationId).toBe(conversationId)
    const again = await ask(user, consultant, 'Thanks!')
    expect((again.json as Sent).conversationId).toBe(conversationId)
  })

  it.each([
    ['empty', '', 'Message_required'],
    ['blank', ' \n ', 'Message_required'],
    ['2001 characters', 'x'.repeat(2001), 'Message_max_2000'],
  ])('refuses a %s message with 400', async (_name, message, error) => {
    const sent = await ask(consultee, consultant, message)
    expect(sent.status).toBe(400)
    expect(sent.json.errors).toEqual([{ path: 'message', message: error }])
  })

  it('accepts exactly 2000 characters', async () => {
    expect((await ask(consultee, otherConsultant, 'y'.repeat(2000))).status).toBe(201)
  })

  it('answers 401 without a session', async () => {
    const sent = await rest('POST', '/api/chat/send-message', {
      body: { role: 'USER', message: 'hi', userId: consultee.id, consultantId: consultant.id },
    })
    expect(sent.status).toBe(401)
  })

  it('never lets a caller act for someone else', async () => {
    await conversationBetween(consultee, consultant)
    // A third user naming the consultee, and writing into their conversation as the consultant.
    expect(
      (await send(stranger, { role: 'USER', message: 'x', userId: consultee.id, consultantId: consultant.id })).status,
    ).toBe(403)
    expect(
      (await send(stranger, { role: 'CONSULTANT', message: 'x', userId: consultee.id, consultantId: consultant.id }))
        .status,
    ).toBe(403)
    // Another consultant answering in a conversation that is not theirs.
    expect(
      (
        await send(otherConsultant, {
          role: 'CONSULTANT',
          message: 'x',
          userId: consultee.id,
          consultantId: consultant.id,
        })
      ).status,
    ).toBe(403)
    // A consultant cannot open a conversation; they only answer one a consultee started.
    expect((await answer(otherConsultant, stranger, 'Buy my course')).status).toBe(404)
    // A consultee cannot write to another consultee as if they were a consultant.
    expect((await ask(consultee, stranger, 'x')).status).toBe(404)
  })

  it('stores markup as text and answers it back unchanged', async () => {
    const xss = '<img src=x onerror="alert(1)"><script>alert(2)</script> & \'quotes\''
    const user = await person({ role: 'USER' })
    const sent = await ask(user, consultant, xss)
    expect((sent.json as Sent).message.message).toBe(xss)
    const read = await thread(consultant, (sent.json as Sent).conversationId)
    expect((read.json.messages as { message: string }[])[0]!.message).toBe(xss)
    const listed = await list(user)
    expect((listed.json.conversations as { lastMessagePreview: string }[])[0]!.lastMessagePreview).toBe(xss)
  })

  it('limits a sender to 20 messages a minute with 429 and Retry-After, across conversations', async () => {
    const user = await person({ role: 'USER' })
    for (let i = 0; i < 20; i += 1) {
      const to = i % 2 === 0 ? consultant : otherConsultant
      expect((await ask(user, to, `message ${i}`)).status).toBe(201)
    }
    const refused = await ask(user, consultant, 'one too many')
    expect(refused.status).toBe(429)
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(55)
    expect(retryAfter).toBeLessThanOrEqual(60)
    // The limit is per sender: the consultant still answers.
    expect((await answer(consultant, user, 'Hello!')).status).toBe(201)
    // A minute later the sender may write again.
    await expireRateLimit(payload, RATE_LIMITS.messagesPerSender, user.id)
    expect((await ask(user, consultant, 'back again')).status).toBe(201)
  })
})

describe('concurrent sends', () => {
  it('count against the limit in the database: 25 at once give 20 × 201 and 5 × 429', async () => {
    const user = await person({ role: 'USER' })
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => ask(user, i % 2 ? consultant : otherConsultant, `burst ${i}`)),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([...Array(20).fill(201), ...Array(5).fill(429)])
  })
})

describe('header badge', () => {
  it('counts conversations with unread messages, and a new message brings an archived one back', async () => {
    const user = await person({ role: 'USER' })
    const adviser = await person({ role: 'CONSULTANT', firstName: 'Badge' })
    const count = (who: User) => headerInquiryCount(who)
    expect(await count(adviser)).toBe(0)
    const id = await conversationBetween(user, adviser)
    await ask(user, adviser, 'and a second message')
    expect(await count(adviser)).toBe(1)
    expect(await count(user)).toBe(0)
    const opened = await thread(adviser, id)
    expect(opened.json.unreadCount).toBe(2)
    expect(await count(adviser)).toBe(0)
    await rest('PUT', `/api/chat/update-conversation-archive-status?conversationId=${id}&archiveStatus=ARCHIVED`, {
      token: tokenOf(adviser),
    })
    await ask(user, adviser, 'are you there?')
    expect(await count(adviser)).toBe(1)
    expect((await thread(adviser, id)).json.archiveStatus).toBe('ACTIVE')
  })
})

describe('GET /api/chat/conversations/{conversationId}', () => {
  it('pages newest first and stays stable while new messages arrive', async () => {
    const user = await person({ role: 'USER' })
    const id = await conversationBetween(user, consultant)
    for (let i = 1; i <= 6; i += 1) await answer(consultant, user, `answer ${i}`)
    const page1 = await thread(user, id, '?limit=3')
    expect(page1.status).toBe(200)
    const texts = (page: typeof page1) => (page.json.messages as { message: string }[]).map((m) => m.message)
    expect(texts(page1)).toEqual(['answer 6', 'answer 5', 'answer 4'])
    // Messages arriving between pages do not shift the older pages.
    await answer(consultant, user, 'late 1')
    await ask(user, consultant, 'late 2')
    const page2 = await thread(user, id, `?limit=3&lastEvaluatedKey=${page1.json.lastEvaluatedKey as string}`)
    expect(texts(page2)).toEqual(['answer 3', 'answer 2', 'answer 1'])
    const page3 = await thread(user, id, `?limit=3&lastEvaluatedKey=${page2.json.lastEvaluatedKey as string}`)
    expect(texts(page3)).toEqual(['Hello, do you have time next week?'])
    expect(page3.json.lastEvaluatedKey).toBeNull()
  })

  it('refuses a third user and another consultant, 404 for no conversation, 400 for a bad cursor', async () => {
    const id = await conversationBetween(consultee, consultant)
    expect((await thread(stranger, id)).status).toBe(403)
    expect((await thread(otherConsultant, id)).status).toBe(403)
    expect((await thread(consultee, 999_999)).status).toBe(404)
    expect((await thread(consultee, id, '?lastEvaluatedKey=nonsense')).status).toBe(400)
  })
})

describe('GET /api/chat/conversations', () => {
  it('lists own conversations with preview and unread marker; reading clears it; archive moves it', async () => {
    const user = await person({ role: 'USER' })
    const id = await conversationBetween(user, consultant)
    await answer(consultant, user, 'Yes, Tuesday works.')
    const active = await list(user, `?role=USER&id=${user.id}&archiveStatus=ACTIVE`)
    expect(active.status).toBe(200)
    const [row] = active.json.conversations as Record<string, unknown>[]
    expect(row).toMatchObject({
      conversationId: id,
      lastMessagePreview: 'Yes, Tuesday works.',
      lastMessageRole: 'CONSULTANT',
      unread: true,
      unreadCount: 1,
      archiveStatus: 'ACTIVE',
      counterpart: { id: consultant.id, firstName: 'Max' },
    })
    await thread(user, id)
    const read = await list(user)
    expect((read.json.conversations as Record<string, unknown>[])[0]).toMatchObject({ unread: false, unreadCount: 0 })

    const archive = (as: User, status: string) =>
      rest('PUT', `/api/chat/update-conversation-archive-status?conversationId=${id}&archiveStatus=${status}`, {
        token: tokenOf(as),
      })
    expect((await archive(user, 'ARCHIVED')).status).toBe(200)
    expect((await list(user)).json.conversations).toEqual([])
    expect(((await list(user, '?archiveStatus=ARCHIVED')).json.conversations as unknown[]).length).toBe(1)
    // Archiving is one side's view: the consultant still lists it as active.
    const consultantList = await list(consultant, '?role=CONSULTANT')
    expect((consultantList.json.conversations as { conversationId: number }[]).map((c) => c.conversationId)).toContain(
      id,
    )
    expect((await archive(stranger, 'ARCHIVED')).status).toBe(403)
    expect((await archive(otherConsultant, 'ACTIVE')).status).toBe(403)
    expect((await archive(user, 'DELETED')).status).toBe(400)
    expect((await archive(user, 'ACTIVE')).status).toBe(200)
    expect(((await list(user)).json.conversations as unknown[]).length).toBe(1)
  })

  it('pages with lastEvaluatedKey and refuses to list for someone else', async () => {
    const user = await person({ role: 'USER' })
    await conversationBetween(user, consultant)
    await conversationBetween(user, otherConsultant)
    const page1 = await list(user, '?limit=1')
    const page2 = await list(user, `?limit=1&lastEvaluatedKey=${page1.json.lastEvaluatedKey as string}`)
    const ids = [
      ...(page1.json.conversations as { consultantId: number }[]),
      ...(page2.json.conversations as { consultantId: number }[]),
    ]
    expect(ids.map((c) => c.consultantId)).toEqual([otherConsultant.id, consultant.id])
    expect(page2.json.lastEvaluatedKey).toBeNull()
    expect((await list(stranger, `?id=${user.id}`)).status).toBe(403)
    expect((await list(user, '?role=CONSULTANT')).status).toBe(403)
    expect((await list(user, '?limit=500')).status).toBe(400)
  })
})

describe("Payload's generated REST and GraphQL", () => {
  it('show a conversation and its messages to the two participants only, and let nobody write', async () => {
    const id = await conversationBetween(consultee, consultant)
    const own = await rest('GET', `/api/conversations/${id}`, { token: tokenOf(consultee) })
    expect(own.status).toBe(200)
    for (const outsider of [stranger, otherConsultant]) {
      const token = tokenOf(outsider)
      expect((await rest('GET', `/api/conversations/${id}`, { token })).status).toBe(404)
      const all = await rest('GET', '/api/conversations?limit=100', { token })
      expect((all.json.docs as { id: number }[]).map((doc) => doc.id)).not.toContain(id)
      const messages = await rest('GET', `/api/inquiry-messages?where[conversation][equals]=${id}`, { token })
      expect(messages.json.docs).toEqual([])
      // GraphQL is for staff only: an outsider is turned away before the query runs.
      const gql = await graphql(
        `{ InquiryMessages(where: { conversation: { equals: ${id} } }) { docs { id body } } }`,
        token,
      )
      expect(gql).toMatchObject({ status: 403, json: { code: 'GRAPHQL_STAFF_ONLY' } })
    }
    const participantMessages = await rest('GET', `/api/inquiry-messages?where[conversation][equals]=${id}`, {
      token: tokenOf(consultant),
    })
    expect((participantMessages.json.docs as unknown[]).length).toBeGreaterThan(0)
    // Nobody writes through the generated API, not even a participant.
    const token = tokenOf(consultee)
    const body = {
      conversation: id,
      user: consultee.id,
      consultant: consultant.id,
      sender: consultee.id,
      role: 'USER',
      body: 'x',
    }
    expect((await rest('POST', '/api/inquiry-messages', { token, body })).status).toBe(403)
    expect(
      (await rest('PATCH', `/api/conversations/${id}`, { token, body: { consultantArchived: true } })).status,
    ).toBe(403)
    expect((await rest('DELETE', `/api/conversations/${id}`, { token })).status).toBe(403)
    const mutation = await graphql(
      `mutation { createInquiryMessage(data: { conversation: ${id}, user: ${consultee.id}, consultant: ${consultant.id}, sender: ${consultee.id}, role: USER, body: "x" }) { id } }`,
      tokenOf(stranger),
    )
    expect(mutation.status).toBe(403)
  })
})

describe('new-message email', () => {
  it('emails the recipient once per conversation per 15 minutes, in their language', async () => {
    const user = await person({ role: 'USER', firstName: 'Lena', lastName: 'Sucher' })
    await runInquiryMails() // what earlier tests queued for the same consultant
    const before = mailsTo(consultant).length
    const first = await ask(user, consultant, 'First question')
    await ask(user, consultant, 'Second question, a minute later')
    await runInquiryMails()
    const mails = mailsTo(consultant).slice(before)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('Neue Nachricht von Lena Sucher')
    expect(mails[0]!.text).toContain('First question')
    expect(mails[0]!.text).toContain(`/consultant/dashboard/inquiries/${(first.json as Sent).conversationId}`)

    // The consultee is written in English, and also only once.
    const userMailsBefore = mailsTo(user).length
    await answer(consultant, user, 'Gladly')
    await answer(consultant, user, 'Tuesday?')
    await runInquiryMails()
    const userMails = mailsTo(user).slice(userMailsBefore)
    expect(userMails.map((mail) => mail.subject)).toEqual(['New message from Max Berater'])

    // Once 15 minutes have passed, the next message emails again.
    await execute(
      payload,
      sql`UPDATE conversations SET consultant_emailed_at = consultant_emailed_at - interval '15 minutes'
          WHERE id = ${(first.json as Sent).conversationId}`,
    )
    await ask(user, consultant, 'Third question')
    await runInquiryMails()
    expect(mailsTo(consultant).slice(before)).toHaveLength(2)
  })
})
