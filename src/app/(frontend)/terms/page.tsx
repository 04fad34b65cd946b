import { LegalPage, legalPageMetadata } from '@/components/content/LegalPage'
import '../content.css'

export const generateMetadata = () => legalPageMetadata('terms')

export default function TermsPage() {
  return <LegalPage kind="terms" />
}
