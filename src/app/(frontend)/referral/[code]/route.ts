import { NextResponse, type NextRequest } from 'next/server'

import { cleanReferralCode } from '@/domain/referrals/reward'

// The sign-up form reads this cookie and sends it as referrerRefCode.
const REF_CODE_COOKIE = 'refCode'
const THIRTY_DAYS_S = 30 * 24 * 60 * 60

/** GET /referral/{code}: remembers the referral code in a cookie and leads to the consultee sign-up. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ code: string }> }) {
  const code = cleanReferralCode((await params).code)
  const response = NextResponse.redirect(new URL('/consultee-register', request.url))
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
