import { type Kysely, sql } from 'kysely';

/**
 * Issue 24 item 10: spec 3 names fourteen content backgrounds, five of which (order, coop_investment, coop_order,
 * coop_act, video) match no content type, so staff choose a category's background; none keeps its type's own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table content_categories add column background text check (background in (
    'news', 'order', 'rules', 'overall_operation', 'coop_investment', 'coop_order', 'coop_act', 'welfare', 'notice',
    'activity-gallary', 'video', 'bussiness_report', 'bussiness_report_monthy', 'download'))`.execute(db);
  await sql`comment on column content_categories.background is 'The content background (spec 3) staff chose for its topic list; null: the content type''s own.'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table content_categories drop column background`.execute(db);
}
