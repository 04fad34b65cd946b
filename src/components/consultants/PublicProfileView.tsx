import { getTranslations } from 'next-intl/server'

import { BookingCard } from './BookingCard'
import { ConsultantPhoto } from './ConsultantPhoto'
import { ProfileExperience } from './ProfileExperience'
import styles from './PublicProfileView.module.css'
import { SimilarConsultants } from './SimilarConsultants'
import { NextAvailabilityNote } from '../availability/NextAvailabilityNote'
import { AskConsultant, type AskingViewer } from '../inquiries/AskConsultant'
import { ProfileReviews } from '../reviews/ProfileReviews'
import { Stars } from '../reviews/Stars'
import { ratingDisplay } from '@/domain/catalogue'
import type { Locale } from '@/domain/locale'
import type { ProfilePageData } from '@/server/consultants/profilePageData'
import type { PublicProfile } from '@/server/consultants/publicProfile'
import { countryName } from '@/domain/catalogue/countryNames'

type Props = PublicProfile & ProfilePageData & { locale: Locale; viewer: AskingViewer | null }

/**
 * The public profile: who the consultant is, what they offer and at what price, when they are free next
 * (in a booking card beside the details, above them on phones) and who else does similar work.
 */
export async function PublicProfileView(props: Props) {
  const { profile, name, imageUrl, preview, reviews, nextAvailability, freeSlots, similar, timeZone, locale, viewer } =
    props
  const viewerRole = viewer?.role ?? null
  const canBook = viewerRole !== 'CONSULTANT' && !preview
  const [t, tReviews] = await Promise.all([getTranslations('profile'), getTranslations('reviews')])
  const rated = typeof profile.averageRating === 'number' && (profile.reviewCount ?? 0) > 0
  const languageNames = new Intl.DisplayNames([locale], { type: 'language' })
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
    <article className={`container ${styles.page}`}>
      {!preview && (
        <script
          type="application/ld+json"
          // JSON.stringify escapes quotes; '<' is escaped too so the text can never close the script element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(structured).replace(/</g, '\\u003c') }}
        />
      )}
      {preview && (
        <p className={styles.preview} role="note">
          {t('preview')}
        </p>
      )}
      <div className={styles.layout}>
        <header className={styles.header}>
          <ConsultantPhoto
            imageUrl={imageUrl}
            firstName={name.firstName}
            lastName={name.lastName}
            size={128}
            className={styles.photo}
          />
          <div className={styles.intro}>
            <h1 className={styles.name}>
              {name.firstName} {name.lastName}
              {profile.verified && <span className="badge badge--verified">{t('verified')}</span>}
            </h1>
            <p className={styles.rating}>
              {rated ? (
                <a href="#reviews">
                  <Stars rating={profile.averageRating!} />{' '}
                  {tReviews('summary', {
                    rating: ratingDisplay(profile.averageRating!).value,
                    count: profile.reviewCount ?? 0,
                  })}
                </a>
              ) : (
                <span className={styles.unrated}>{tReviews('none')}</span>
              )}
            </p>
            {profile.tagline && <p className={styles.tagline}>{profile.tagline}</p>}
            <p className={styles.meta}>
              {[profile.city, profile.country ? countryName(profile.country, locale) : null].filter(Boolean).join(', ')}
              {(profile.languages ?? []).length > 0 &&
                ` · ${(profile.languages ?? []).map((code) => languageNames.of(code) ?? code).join(', ')}`}
            </p>
            {nextAvailability && <NextAvailabilityNote {...nextAvailability} />}
            {canBook && (
              <div className={styles.actions}>
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
        <div className={styles.aside}>
          <BookingCard profile={profile} freeSlots={freeSlots} canBook={canBook} locale={locale} />
        </div>
        <div className={styles.details}>
          {profile.aboutMe && (
            <section aria-labelledby="about">
              <h2 id="about">{t('about')}</h2>
              <p className={styles.about}>{profile.aboutMe}</p>
            </section>
          )}
          {(video || profile.videoUrl) && (
            <section aria-labelledby="video">
              <h2 id="video">{t('video')}</h2>
              {video ? (
                <video src={video} controls preload="metadata" className={styles.video} />
              ) : (
                <a href={profile.videoUrl ?? undefined} rel="noreferrer nofollow" target="_blank">
                  {t('watchVideo')}
                </a>
              )}
            </section>
          )}
          <section aria-labelledby="services">
            <h2 id="services">{t('services')}</h2>
            <ul className={styles.services}>
              {(profile.services ?? []).map((service) => (
                <li key={service.id ?? service.title} className={styles.service}>
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
        </div>
      </div>
      <SimilarConsultants similar={similar} locale={locale} viewerIsConsultant={viewerRole === 'CONSULTANT'} />
    </article>
  )
}
