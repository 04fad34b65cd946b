import { LegalPage, legalPageMetadata } from '@/components/content/LegalPage'
import '../content.css'

export const generateMetadata = () => legalPageMetadata('terms-of-use')

export default function TermsOfUsePage() {
  return <LegalPage kind="terms-of-use" />
}
