import type { Kysely } from 'kysely';
import { runScript } from '../run-script';

/**
 * Content management in the staff console (issue 13, item 2):
 * - a menu item can be hidden without losing its sub-items;
 * - moving a menu item changes its seq, the key its sub-items point at (spec 2.2), so they follow it;
 * - a content item's body written in the console is sanitised HTML (`body_html`); `body` keeps its plain text for
 *   summaries and search. Items from before the console keep `body_html` null and are shown as plain text, as before;
 * - an item can be unpublished (drafts, withdrawn news) whatever its date.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    alter table menu_items add column hidden boolean not null default false;
    alter table menu_sub_items drop constraint menu_sub_items_manu_id_fkey;
    alter table menu_sub_items add constraint menu_sub_items_manu_id_fkey
      foreign key (manu_id) references menu_items (seq) on delete cascade on update cascade;
    alter table content_items add column body_html text;
    alter table content_items add column published boolean not null default true;
    alter table content_items add column updated_at timestamptz;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    alter table content_items drop column updated_at, drop column published, drop column body_html;
    alter table menu_sub_items drop constraint menu_sub_items_manu_id_fkey;
    alter table menu_sub_items add constraint menu_sub_items_manu_id_fkey
      foreign key (manu_id) references menu_items (seq) on delete cascade;
    alter table menu_items drop column hidden;
  `,
  );
}
