import { redirect } from 'next/navigation'

/** The dashboard's home is its sessions list (the sessions page checks who may see it). */
export default function DashboardHome() {
  redirect('/consultant/dashboard/sessions')
}
