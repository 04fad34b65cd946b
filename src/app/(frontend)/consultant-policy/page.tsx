import { LegalPage, legalPageMetadata } from '@/components/content/LegalPage'
import '../content.css'

export const generateMetadata = () => legalPageMetadata('consultant-policy')

export default function ConsultantPolicyPage() {
  return <LegalPage kind="consultant-policy" />
}
