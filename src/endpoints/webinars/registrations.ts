import type { Endpoint, PayloadRequest } from 'payload'

import { json, parseBody, requestLocale } from '../http'
import { parseRecordId } from '@/domain/ids'
import { registrationRequestSchema } from '@/domain/webinars'
import { requireCaller } from '@/server/http/requireCaller'
import { registrationNotFound, webinarNotFound } from '@/server/webinars/refusals'
import { cancelRegistration, registerForWebinar } from '@/server/webinars/registration'
import { mailWebinarRegistration } from '@/server/webinars/registrationMail'

function webinarIdOf(req: PayloadRequest): number {
  const id = parseRecordId(req.routeParams?.id)
  if (id === null) throw webinarNotFound()
  return id
}

/**
 * POST /api/webinars/{id}/registrations `{ consents }`: registers the signed-in caller. 201 with the
 * registration and its join link, and a confirmation by email; 200 with the same when already registered.
 */
export const registerForWebinarEndpoint: Endpoint = {
  path: '/:id/registrations',
  method: 'post',
  handler: async (req) => {
    const user = requireCaller(req)
    const webinarId = webinarIdOf(req)
    const { data } = await parseBody(req, registrationRequestSchema)
    const locale = requestLocale(req)
    const { created, registration } = await registerForWebinar(req, {
      user,
      webinarId,
      consents: data.consents,
      locale,
      now: new Date(),
    })
    if (created) await mailWebinarRegistration(req, registration.id, locale)
    return json(created ? 201 : 200, registration)
  },
}

/** DELETE /api/webinars/{id}/registrations: cancels the caller's own registration; 204, or 404 without one. */
export const cancelWebinarRegistrationEndpoint: Endpoint = {
  path: '/:id/registrations',
  method: 'delete',
  handler: async (req) => {
    const user = requireCaller(req)
    if (!(await cancelRegistration(req, user, webinarIdOf(req)))) throw registrationNotFound()
    return new Response(null, { status: 204 })
  },
}
