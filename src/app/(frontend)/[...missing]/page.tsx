import { notFound } from 'next/navigation'

// Unknown paths render the site's own localized 404 inside the site layout.
export default function MissingPage() {
  notFound()
}
