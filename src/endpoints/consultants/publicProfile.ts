import type { Endpoint } from 'payload'

import { json, requestLocale } from '../http'
import { euroOrNull } from '@/domain/money'
import { findPublicProfile } from '@/server/consultants/publicProfile'
import { publicReviews, PROFILE_REVIEWS } from '@/server/sessions/publicReviews'
import { serverTranslator } from '@/server/i18n'

/**
 * GET /api/consultants/{consultantShortId or userShortId or userId}: the public profile; its owner and staff
 * also get it before approval (marked preview), everyone else 404.
 */
export const publicProfileEndpoint: Endpoint = {
  path: '/consultants/:id',
  method: 'get',
  handler: async (req) => {
    const id = String(req.routeParams?.id ?? '')
    const found = id ? await findPublicProfile(req.payload, id, req.user ?? null) : null
    if (!found) {
      return json(404, {
        message: serverTranslator(requestLocale(req), 'api')('consultantNotFound'),
        code: 'NOT_FOUND',
      })
    }
    const { profile, name, imageUrl, preview } = found
    const userId = typeof profile.user === 'object' ? profile.user.id : profile.user
    const reviews = await publicReviews(req.payload, { consultantId: userId, limit: PROFILE_REVIEWS })
    return json(200, {
      userId,
      consultantShortId: profile.consultantShortId,
      ...name,
      imageUrl,
      preview,
      verified: profile.verified ?? false,
      tagline: profile.tagline ?? null,
      aboutMe: profile.aboutMe ?? null,
      country: profile.country ?? null,
      city: profile.city ?? null,
      languages: profile.languages ?? [],
      industry: profile.industry ?? null,
      major: profile.major ?? null,
      yearsOfExperience: profile.yearsOfExperience ?? null,
      skills: profile.skills ?? [],
      services: (profile.services ?? []).map(({ serviceId, title, description, category }) => ({
        serviceId: serviceId ?? null,
        title,
        description: description ?? null,
        category: category ?? null,
      })),
      pricing: {
        pricing30Min: euroOrNull(profile.pricing30Min),
        pricing60Min: euroOrNull(profile.pricing60Min),
        pricingTrial: euroOrNull(profile.pricingTrial),
      },
      videoUrl: profile.videoKey ? `/api/uploads/file/${profile.videoKey}` : (profile.videoUrl ?? null),
      links: {
        linkedInUrl: profile.linkedInUrl ?? null,
        githubUrl: profile.githubUrl ?? null,
        xingUrl: profile.xingUrl ?? null,
        personalWebsite: profile.personalWebsite ?? null,
      },
      experiences: (profile.workingHistory ?? []).map(
        ({ title, organization, city, country, fromDate, toDate, description }) => ({
          title,
          organization,
          city,
          country,
          fromDate,
          toDate,
          description: description ?? null,
        }),
      ),
      education: (profile.educationBackgrounds ?? []).map(
        ({ type, fieldOfStudy, university, city, country, fromDate, toDate }) => ({
          type,
          fieldOfStudy,
          university,
          city,
          country,
          fromDate,
          toDate,
        }),
      ),
      averageRating: profile.averageRating ?? null,
      reviewCount: profile.reviewCount ?? 0,
      reviews: reviews.map(({ id, rating, headline, body, createdAt, author }) => ({
        id,
        rating,
        headline,
        body,
        createdAt,
        author,
      })),
    })
  },
}
