import { notFound } from 'next/navigation'

export { notFoundMetadata as generateMetadata } from '@/app/notFoundMetadata'

// Unknown paths render the site's own localized 404 inside the site layout.
export default function MissingPage() {
  notFound()
}
