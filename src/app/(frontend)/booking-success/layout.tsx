import type { ReactNode } from 'react'

export { noindex as metadata } from '@/app/noindex'

export default function BookingSuccessLayout({ children }: { children: ReactNode }) {
  return children
}
