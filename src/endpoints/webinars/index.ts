import type { Endpoint } from 'payload'

import { cancelWebinarRegistrationEndpoint, registerForWebinarEndpoint } from './registrations'

/**
 * /api/webinars/{id}/registrations. They live on the webinars collection: Payload routes every path under
 * a collection's slug to that collection, whose own endpoints are matched before its REST ones.
 */
export const webinarEndpoints: Endpoint[] = [registerForWebinarEndpoint, cancelWebinarRegistrationEndpoint]
