import type { Metadata } from 'next'

/** Account, application and dashboard pages are personal: search engines neither index nor follow them. */
export const noindex: Metadata = { robots: { index: false, follow: false } }
