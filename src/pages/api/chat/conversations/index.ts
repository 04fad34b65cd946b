// A busy signed-in read, answered directly by the pages router (src/server/http/directRoute.ts).
import { answerConversationList } from '@/endpoints/inquiries/conversations'
import { directRoute, signedInRead } from '@/server/http/directRoute'

export const config = { api: { bodyParser: false, externalResolver: true, responseLimit: false } }

export default directRoute('/api/chat/conversations', signedInRead(answerConversationList))
