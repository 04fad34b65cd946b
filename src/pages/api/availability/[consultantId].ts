// One of the busiest paths, served by the pages router for its lower cost per request; same handlers.
import { forwardToRestApi } from '@/server/http/forwardToRestApi'

export const config = { api: { bodyParser: false, externalResolver: true, responseLimit: false } }

export default forwardToRestApi
