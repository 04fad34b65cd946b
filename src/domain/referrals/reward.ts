import { SHORT_ID_PATTERN } from '../ids/shortId'

/**
 * What a referral earns, once, when the referred user completes a first paid session: the referrer and the
 * referred user each get this amount credited. The spec names the earning types but no amount; this is ours.
 */
export const REFERRAL_REWARD_CENTS = 1000

export const referrerEarningKey = (referredUserId: number) => `referral:referrer:${referredUserId}`
export const referredEarningKey = (referredUserId: number) => `referral:referred:${referredUserId}`

export type ReferralFacts = {
  /** The completed session's net price in cents (0 for a free session). */
  netCents: number
  referrerId: number | null
  referredUserId: number
  /** The referred user's newest REFERRAL_TRACKING decision is an opt-in. */
  trackingConsent: boolean
  referrerDeleted: boolean
}

/** Whether a completed session earns the referral reward (it is the first one when no reward row exists yet). */
export function earnsReferralReward(facts: ReferralFacts): boolean {
  return (
    facts.netCents > 0 &&
    facts.referrerId !== null &&
    facts.referrerId !== facts.referredUserId &&
    facts.trackingConsent &&
    !facts.referrerDeleted
  )
}

/** A referral code as it may appear in a link or cookie: a refCode (short id), lower-cased; else null. */
export function cleanReferralCode(value: string | null | undefined): string | null {
  const code = value?.trim().toLowerCase() ?? ''
  return SHORT_ID_PATTERN.test(code) ? code : null
}

export type Inviter = {
  firstName?: string | null
  lastName?: string | null
  profileStatus?: string | null
  deletedAt?: string | null
}

/** Whether a user's own referral link is live: only an ACTIVE account that is not deleted invites. */
export function isLiveInviter(inviter: Pick<Inviter, 'profileStatus' | 'deletedAt'> | null | undefined): boolean {
  return !!inviter && inviter.profileStatus === 'ACTIVE' && !inviter.deletedAt
}

/**
 * How the referral landing names who sent the link: first name and the last name's initial ("Lena F."),
 * only for a user whose own link is live; else null, and the page welcomes without a name.
 */
export function inviterName(inviter: Inviter | null | undefined): string | null {
  if (!inviter || !isLiveInviter(inviter)) return null
  const first = inviter.firstName?.trim()
  if (!first) return null
  const initial = inviter.lastName?.trim().charAt(0)
  return initial ? `${first} ${initial.toLocaleUpperCase()}.` : first
}

const LANDING_PATH = /^\/referral\/([^/]+)\/?$/

/** The referral code of a referral landing path (`/referral/{code}`), cleaned; else null. */
export function referralCodeOfPath(pathname: string): string | null {
  return cleanReferralCode(LANDING_PATH.exec(pathname)?.[1])
}
