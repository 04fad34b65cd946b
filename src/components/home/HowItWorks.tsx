import { getTranslations } from 'next-intl/server'

const tracks = [
  { audience: 'consultees', steps: 'consulteeSteps', keys: ['find', 'book', 'talk'] },
  { audience: 'consultants', steps: 'consultantSteps', keys: ['apply', 'publish', 'earn'] },
] as const

export async function HowItWorks() {
  const t = await getTranslations('home.howItWorks')
  return (
    <section className="how-it-works" aria-labelledby="how-it-works-title">
      <div className="container">
        <h2 id="how-it-works-title" className="section-title">
          {t('title')}
        </h2>
        <div className="how-it-works__tracks">
          {tracks.map((track) => (
            <div key={track.audience} className="how-it-works__track">
              <h3>{t(track.audience)}</h3>
              <ol className="steps">
                {track.keys.map((key, index) => (
                  <li key={key} className="steps__item">
                    <span className="steps__number" aria-hidden="true">
                      {index + 1}
                    </span>
                    <div>
                      <h4>{t(`${track.steps}.${key}.title`)}</h4>
                      <p>{t(`${track.steps}.${key}.text`)}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </div>
      </div>
    </section>
  )
}
