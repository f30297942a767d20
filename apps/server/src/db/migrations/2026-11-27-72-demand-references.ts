import { type Kysely, sql } from 'kysely';

/**
 * Issue 24 item 9 (decision 051): the reference a visitor is given when sending a demand, to come back to its status
 * and answer. Random, never derived from the id; demands sent before have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table demands add column reference text`.execute(db);
  await sql`create unique index demands_reference_idx on demands (reference)`.execute(db);
  await sql`comment on column demands.reference is 'Given to the visitor who sent it (XXXX-XXXX-XXXX, random); their way back to its answer.'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index demands_reference_idx`.execute(db);
  await sql`alter table demands drop column reference`.execute(db);
}
