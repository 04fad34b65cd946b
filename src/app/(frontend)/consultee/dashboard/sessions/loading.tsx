import { SessionsLoading } from '@/components/sessions/SessionsLoading'

export default SessionsLoading
