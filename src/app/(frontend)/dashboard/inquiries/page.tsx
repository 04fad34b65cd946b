import { redirect } from 'next/navigation'

import { getCurrentUser } from '@/server/auth/currentUser'

/** /dashboard/inquiries (a link the spec names): the inquiries of the viewer's role. */
export default async function DashboardInquiriesRedirect({
  searchParams,
}: {
  searchParams: Promise<{ status?: string }>
}) {
  const user = await getCurrentUser()
  const status = (await searchParams).status
  const query = typeof status === 'string' ? `?status=${encodeURIComponent(status)}` : ''
  // Signed out: back here after the login, when the role is known.
  if (!user) redirect(`/sign-in?redirect=${encodeURIComponent(`/dashboard/inquiries${query}`)}`)
  redirect(`/${user.role === 'CONSULTANT' ? 'consultant' : 'consultee'}/dashboard/inquiries${query}`)
}
