import type { Metadata } from 'next'
import Link from 'next/link'
import { getLocale, getTranslations } from 'next-intl/server'

import { redirectSignedIn } from '../../(auth)/redirectSignedIn'
import { noindex } from '@/app/noindex'
import { AuthCard } from '@/components/auth/AuthCard'
import { SignUpForm } from '@/components/auth/SignUpForm.client'
import { resolveLocale } from '@/domain/locale'
import { formatEuro } from '@/domain/money'
import { cleanReferralCode, REFERRAL_REWARD_CENTS } from '@/domain/referrals/reward'
import { inviterNameOf } from '@/server/referrals/inviter'
import { ClientMessages } from '@/i18n/ClientMessages'

type Props = { params: Promise<{ code: string }> }

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('referral.landing')
  return { ...noindex, title: t('metaTitle') }
}

/**
 * GET /referral/{code}: who invited the visitor, what they both get, and the consultee sign-up. The proxy
 * has already remembered the code in the cookie the sign-up form sends (src/server/referrals/referralCookie).
 */
export default async function ReferralLandingPage({ params }: Props) {
  await redirectSignedIn()
  const code = cleanReferralCode((await params).code)
  const name = code ? await inviterNameOf(code) : null
  const t = await getTranslations('referral.landing')
  const amount = formatEuro(REFERRAL_REWARD_CENTS, resolveLocale(await getLocale(), null))
  return (
    <ClientMessages namespaces={['auth', 'referral', 'toasts', 'validation']}>
      <AuthCard title={name ? t('titleNamed', { name }) : t('titleUnnamed')} lead={t('lead', { amount })}>
        <p>{t('howTo')}</p>
        <SignUpForm role="USER" />
        <p className="auth-form__switch">
          {t('haveAccount')} <Link href="/sign-in">{t('logIn')}</Link>
        </p>
      </AuthCard>
    </ClientMessages>
  )
}
