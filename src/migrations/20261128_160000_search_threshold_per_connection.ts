import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The typo search's trigram threshold was a default of the database (ALTER DATABASE … SET), which a dump
// restored into a database of another name, or a copy made with CREATE DATABASE … TEMPLATE, silently
// loses. The app now sets it on each of its connections (src/server/db/connectionOptions.ts).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DO $$ BEGIN
    EXECUTE format('ALTER DATABASE %I RESET pg_trgm.word_similarity_threshold', current_database());
  END $$;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DO $$ BEGIN
    EXECUTE format('ALTER DATABASE %I SET pg_trgm.word_similarity_threshold = 0.45', current_database());
  END $$;`)
}
