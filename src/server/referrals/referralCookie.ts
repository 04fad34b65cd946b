import type { NextResponse } from 'next/server'

import { referralCodeOfPath } from '@/domain/referrals/reward'

// The sign-up form reads this cookie and sends it as referrerRefCode.
const REF_CODE_COOKIE = 'refCode'
const THIRTY_DAYS_S = 30 * 24 * 60 * 60

/**
 * A visit to a referral landing (`/referral/{code}`) remembers the code for thirty days, so a visitor who
 * signs up later, on any sign-up page, is still counted as referred. Other paths leave `response` as it is.
 */
export function rememberReferral(pathname: string, response: NextResponse): NextResponse {
  const code = referralCodeOfPath(pathname)
  if (code) {
    response.cookies.set(REF_CODE_COOKIE, code, {
      maxAge: THIRTY_DAYS_S,
      path: '/',
      sameSite: 'lax',
      secure: process.env.NODE_ENV === 'production',
    })
  }
  return response
}
