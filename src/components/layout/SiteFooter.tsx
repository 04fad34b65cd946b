import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { Logo } from './Logo'
import styles from './SiteFooter.module.css'

const columns = [
  {
    title: 'company',
    links: [
      ['about', '/about'],
      ['contact', '/contact-us'],
      ['blog', '/blogs'],
      ['webinars', '/webinars'],
    ],
  },
  {
    title: 'support',
    links: [
      ['helpCenter', '/help-center'],
      ['becomeConsultant', '/become-mentor'],
    ],
  },
  {
    title: 'legal',
    links: [
      ['termsOfUse', '/terms-of-use'],
      ['privacyPolicy', '/privacy-policy'],
      ['consultantPolicy', '/consultant-policy'],
      ['terms', '/terms'],
    ],
  },
] as const

export async function SiteFooter() {
  const t = await getTranslations('footer')
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.brand}>
          <Logo />
          <p>{t('tagline')}</p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={t(column.title)} className={styles.column}>
            <h2>{t(column.title)}</h2>
            <ul>
              {column.links.map(([key, href]) => (
                <li key={href}>
                  <Link href={href}>{t(key)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className={`container ${styles.copyright}`}>{t('copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  )
}
