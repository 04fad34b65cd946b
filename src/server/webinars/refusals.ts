import type { RegistrationRefusal } from '@/domain/webinars'
import { notFound, Refusal, text } from '@/server/http/refusal'

/** 404 for a webinar that does not exist or is not published: both look the same from outside. */
export const webinarNotFound = () => notFound(text('api', 'webinarNotFound'))

export const registrationNotFound = () => notFound(text('api', 'webinarRegistrationNotFound'))

/** 409 with the code that says why nobody more may register. */
export const closedWebinar = (why: RegistrationRefusal) =>
  why === 'started'
    ? new Refusal(409, 'WEBINAR_STARTED', text('api', 'webinarStarted'))
    : new Refusal(409, 'WEBINAR_FULL', text('api', 'webinarFull'))
