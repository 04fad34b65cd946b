import type { Payload } from 'payload'

import { stepBodies } from './applicationBodies'
import { createUser, sessionHeaders } from './factories'
import { rest } from './http'
import type { User } from '@/payload-types'

const APPLICATION = '/api/consultants/application'

const STEP_PATHS = [
  ['personal-information', stepBodies.personalInformation],
  ['profile-details', stepBodies.profileDetails],
  ['skills-services', stepBodies.skillsServices],
  ['experience', stepBodies.experience],
] as const

/** Saves the first `steps` application steps through the API for a consultant. */
export async function saveSteps(user: User, steps: number): Promise<void> {
  const headers = await sessionHeaders(user)
  for (const [path, body] of STEP_PATHS.slice(0, steps)) {
    const { status, text } = await rest('PUT', `${APPLICATION}/${path}`, { headers, body })
    if (status !== 200) throw new Error(`saving ${path} answered ${status}: ${text}`)
  }
}

/** A new consultant whose application went through all four steps and was submitted. */
export async function submittedConsultant(payload: Payload, input: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'REGISTERED', ...input })
  await saveSteps(user, 4)
  const submit = await rest('POST', `${APPLICATION}/submit`, { headers: await sessionHeaders(user) })
  if (submit.status !== 200) throw new Error(`submit answered ${submit.status}: ${submit.text}`)
  return user
}
