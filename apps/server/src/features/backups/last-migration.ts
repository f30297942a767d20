/** The last migration a database has run (Kysely's own table), recorded in a backup's manifest. */
export const LAST_MIGRATION = 'select max(name) as name from kysely_migration';
