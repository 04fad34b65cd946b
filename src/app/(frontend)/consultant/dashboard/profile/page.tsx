import { redirect } from 'next/navigation'

/** The profile opens on its first page. */
export default function ConsultantProfileIndex() {
  redirect('/consultant/dashboard/profile/personal-information')
}
