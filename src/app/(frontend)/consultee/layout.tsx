import type { ReactNode } from 'react'

export { noindex as metadata } from '@/app/noindex'

export default function PrivatePagesLayout({ children }: { children: ReactNode }) {
  return children
}
