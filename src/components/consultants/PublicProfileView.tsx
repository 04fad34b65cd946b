import { getTranslations } from 'next-intl/server'

import { ProfileExperience } from './ProfileExperience'
import { NextAvailabilityNote } from '../availability/NextAvailabilityNote'
import { AskConsultant, type AskingViewer } from '../inquiries/AskConsultant'
import { ProfileReviews } from '../reviews/ProfileReviews'
import { Stars } from '../reviews/Stars'
import { ratingDisplay } from '@/domain/catalogue'
import { formatEuro } from '@/domain/money'
import type { Locale } from '@/domain/locale'
import type { ProfilePageData } from '@/server/consultants/profilePageData'
import type { PublicProfile } from '@/server/consultants/publicProfile'
import { countryName } from '@/domain/catalogue/countryNames'

type Props = PublicProfile & ProfilePageData & { locale: Locale; viewer: AskingViewer | null }

/** The public profile: who the consultant is, what they offer and at what price. */
export async function PublicProfileView(props: Props) {
  const { profile, name, imageUrl, preview, reviews, nextAvailability, timeZone, locale, viewer } = props
  const viewerRole = viewer?.role ?? null
  const [t, tReviews] = await Promise.all([getTranslations('profile'), getTranslations('reviews')])
  const rated = typeof profile.averageRating === 'number' && (profile.reviewCount ?? 0) > 0
  const languageNames = new Intl.DisplayNames([locale], { type: 'language' })
  const prices = [
    ['pricing30Min', profile.pricing30Min],
    ['pricing60Min', profile.pricing60Min],
    ['pricingTrial', profile.pricingTrial],
  ] as const
  const video = profile.videoKey ? `/api/uploads/file/${profile.videoKey}` : null

  // schema.org data for search engines: who the consultant is and what they offer.
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: `${name.firstName} ${name.lastName}`,
    description: profile.tagline ?? undefined,
    image: imageUrl ?? undefined,
    knowsAbout: profile.skills ?? [],
    knowsLanguage: profile.languages ?? [],
    makesOffer: (profile.services ?? []).map((service) => ({
      '@type': 'Offer',
      itemOffered: { '@type': 'Service', name: service.title, description: service.description ?? undefined },
    })),
  }

  return (
    <article className="container public-profile">
      {!preview && (
        <script
          type="application/ld+json"
          // JSON.stringify escapes quotes; '<' is escaped too so the text can never close the script element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(structured).replace(/</g, '\\u003c') }}
        />
      )}
      {preview && (
        <p className="public-profile__preview" role="note">
          {t('preview')}
        </p>
      )}
      <header className="public-profile__header">
        {imageUrl && (
          // eslint-disable-next-line @next/next/no-img-element -- our own square JPEG upload
          <img src={imageUrl} alt="" width={128} height={128} className="public-profile__picture" />
        )}
        <div>
          <h1>
            {name.firstName} {name.lastName}
            {profile.verified && <span className="badge badge--verified">{t('verified')}</span>}
          </h1>
          {profile.tagline && <p className="public-profile__tagline">{profile.tagline}</p>}
          {rated && (
            <p className="public-profile__rating">
              <a href="#reviews">
                <Stars rating={profile.averageRating!} />{' '}
                {tReviews('summary', {
                  rating: ratingDisplay(profile.averageRating!).value,
                  count: profile.reviewCount ?? 0,
                })}
              </a>
            </p>
          )}
          <p className="public-profile__meta">
            {[profile.city, profile.country ? countryName(profile.country, locale) : null].filter(Boolean).join(', ')}
            {(profile.languages ?? []).length > 0 &&
              ` · ${(profile.languages ?? []).map((code) => languageNames.of(code) ?? code).join(', ')}`}
          </p>
          {nextAvailability && <NextAvailabilityNote {...nextAvailability} />}
          {viewerRole !== 'CONSULTANT' && !preview && (
            <div className="public-profile__actions">
              <a className="button button--primary" href={`/consultant/${profile.consultantShortId}/book-session`}>
                {t('bookNow')}
              </a>
              <AskConsultant
                viewer={viewer}
                consultantId={typeof profile.user === 'object' ? profile.user.id : profile.user}
                name={`${name.firstName} ${name.lastName}`.trim()}
                profilePath={`/consultants/${profile.consultantShortId}`}
              />
            </div>
          )}
        </div>
      </header>
      <section aria-labelledby="prices">
        <h2 id="prices">{t('prices')}</h2>
        <dl className="public-profile__prices">
          {prices.map(([key, cents]) =>
            typeof cents === 'number' ? (
              <div key={key}>
                <dt>{t(key)}</dt>
                <dd>{cents === 0 ? t('free') : formatEuro(cents, locale)}</dd>
              </div>
            ) : null,
          )}
        </dl>
      </section>
      {profile.aboutMe && (
        <section aria-labelledby="about">
          <h2 id="about">{t('about')}</h2>
          <p className="public-profile__about">{profile.aboutMe}</p>
        </section>
      )}
      {(video || profile.videoUrl) && (
        <section aria-labelledby="video">
          <h2 id="video">{t('video')}</h2>
          {video ? (
            <video src={video} controls preload="metadata" className="public-profile__video" />
          ) : (
            <a href={profile.videoUrl ?? undefined} rel="noreferrer nofollow" target="_blank">
              {t('watchVideo')}
            </a>
          )}
        </section>
      )}
      <section aria-labelledby="services">
        <h2 id="services">{t('services')}</h2>
        <ul className="public-profile__services">
          {(profile.services ?? []).map((service) => (
            <li key={service.id ?? service.title}>
              <strong>{service.title}</strong>
              {service.description && <p>{service.description}</p>}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="skills">
        <h2 id="skills">{t('skills')}</h2>
        <ul className="chips">
          {(profile.skills ?? []).map((skill) => (
            <li key={skill} className="chip">
              {skill}
            </li>
          ))}
        </ul>
      </section>
      <ProfileExperience profile={profile} locale={locale} />
      <ProfileReviews
        averageRating={profile.averageRating ?? null}
        reviewCount={profile.reviewCount ?? 0}
        reviews={reviews}
        locale={locale}
        timeZone={timeZone}
      />
    </article>
  )
}
