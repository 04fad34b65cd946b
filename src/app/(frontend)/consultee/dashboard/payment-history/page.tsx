import config from '@payload-config'
import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'

import { landingForUser } from '../../../(auth)/redirectSignedIn'
import { PaymentHistoryList } from '@/components/payments/PaymentHistoryList.client'
import { DEFAULT_PAGE_SIZE } from '@/domain/paging'
import { usableTimeZone } from '@/domain/time'
import { getCurrentUser } from '@/server/auth/currentUser'
import { paymentHistory } from '@/server/booking/paymentHistory'
import styles from './page.module.css'
import { ClientMessages } from '@/i18n/ClientMessages'

const PATH = '/consultee/dashboard/payment-history'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('paymentHistory'))('title') }
}

/** The consultee's card payments: Pending, Paid or Refunded, newest first. */
export default async function PaymentHistoryPage() {
  const user = await getCurrentUser()
  if (!user) redirect(`/sign-in?redirect=${encodeURIComponent(PATH)}`)
  if (user.role !== 'USER' || user.profileStatus !== 'ACTIVE') redirect(landingForUser(user))
  const [first, t] = await Promise.all([
    paymentHistory(await getPayload({ config }), user.id, DEFAULT_PAGE_SIZE, undefined),
    getTranslations('paymentHistory'),
  ])
  return (
    <ClientMessages namespaces={['paymentHistory']}>
      <section className={`container ${styles.page}`}>
        <h1>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
        <PaymentHistoryList userId={user.id} first={first} timeZone={usableTimeZone(user.timezone, new Date())} />
      </section>
    </ClientMessages>
  )
}
