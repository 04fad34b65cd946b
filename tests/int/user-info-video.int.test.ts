import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createUser, TEST_PASSWORD, tokenFor } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import type { User } from '@/payload-types'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const VIDEO_KEY = 'IntroVideoKey_0123456789'

async function consultantWith(video: { videoKey?: string; videoUrl?: string } | 'no profile'): Promise<User> {
  const user = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'ACTIVE', firstName: 'Vid' })
  if (video !== 'no profile') {
    await payload.create({ collection: 'consultant-profiles', data: { user: user.id, ...video } })
  }
  return user
}

/** The UserInfo of `user` from both doors that answer it: GET /api/auth/me and POST /api/auth/login. */
async function userInfosOf(user: User) {
  const me = await rest('GET', '/api/auth/me', { token: await tokenFor(payload, user) })
  expect(me.status).toBe(200)
  const login = await rest('POST', '/api/auth/login', { body: { email: user.email, password: TEST_PASSWORD } })
  expect(login.status).toBe(200)
  return [me.json, login.json.user as Record<string, unknown>]
}

// Spec §3 and API.md: UserInfo.videoUrl carries the consultant's intro video.
describe('UserInfo.videoUrl', () => {
  it.each([
    [
      'an uploaded intro video, served where the uploads endpoint serves it',
      { videoKey: VIDEO_KEY },
      `/api/uploads/file/${VIDEO_KEY}`,
    ],
    [
      'an uploaded video over a video link',
      { videoKey: VIDEO_KEY, videoUrl: 'https://videos.example.com/intro' },
      `/api/uploads/file/${VIDEO_KEY}`,
    ],
    ['a video link only', { videoUrl: 'https://videos.example.com/intro' }, 'https://videos.example.com/intro'],
    ['a profile without a video', {}, null],
    ['no profile at all', 'no profile' as const, null],
  ])('a consultant with %s', async (_name, video, expected) => {
    const user = await consultantWith(video)
    for (const info of await userInfosOf(user)) {
      expect(info).toMatchObject({ userId: user.id, userRole: 'CONSULTANT', videoUrl: expected })
    }
  })

  it('the uploaded video is the one the consultant’s public profile plays', async () => {
    const user = await consultantWith({ videoKey: VIDEO_KEY })
    const [me] = await userInfosOf(user)
    const profile = await payload.find({ collection: 'consultant-profiles', where: { user: { equals: user.id } } })
    const shortId = profile.docs[0]?.consultantShortId
    const answer = await rest('GET', `/api/consultants/${shortId}`, { token: await tokenFor(payload, user) })
    expect(answer.status).toBe(200)
    expect(me?.videoUrl).toBe(answer.json.videoUrl)
  })

  it('is null for a consultee', async () => {
    const user = await createUser(payload, { role: 'USER' })
    for (const info of await userInfosOf(user)) expect(info).toMatchObject({ userRole: 'USER', videoUrl: null })
  })
})
