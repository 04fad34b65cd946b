import { SessionsLoading } from '@/components/sessions/SessionsLoading'
import '../../../sessions.css'

export default SessionsLoading
