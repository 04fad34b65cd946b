import { redirect } from 'next/navigation'

/** The profile opens on its first page. */
export default function ConsulteeProfileIndex() {
  redirect('/consultee/dashboard/profile/personal-information')
}
