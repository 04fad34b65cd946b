import { LegalPage, legalPageMetadata } from '@/components/content/LegalPage'
import '../content.css'

export const generateMetadata = () => legalPageMetadata('privacy-policy')

export default function PrivacyPolicyPage() {
  return <LegalPage kind="privacy-policy" />
}
