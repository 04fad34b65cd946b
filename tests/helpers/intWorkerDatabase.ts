// Each integration worker runs its files on a database of its own, a copy of the migrated one that
// intGlobalSetup made for its pool id, so that two workers never see each other's rows.
import { workerDatabaseUrl } from './workerDatabases'

process.env.DATABASE_URL = workerDatabaseUrl(
  process.env.CAREERBRIDGE_MIGRATED_DATABASE_URL!,
  process.env.VITEST_POOL_ID,
)
