import { type Kysely, sql } from 'kysely';
import { setComments } from '../comments';

/**
 * Issue 27 item 2 (decision 077): a session has an id its owner can name it by (never its token hash), when it was
 * last used, and an absolute end for every member and member-group session. Sessions opened before this get the end
 * they would have had: 7 days from the login with "remember me", 12 hours without.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions add column id bigint generated always as identity`.execute(db);
  await sql`alter table sessions add constraint sessions_id_key unique (id)`.execute(db);
  await sql`alter table sessions add column last_seen_at timestamptz`.execute(db);
  await sql`
    update sessions
       set max_expires_at = created_at + case when remember then interval '7 days' else interval '12 hours' end
     where max_expires_at is null and kind in ('member', 'membergroup')`.execute(db);
  await sql`update sessions set expires_at = max_expires_at where max_expires_at < expires_at`.execute(db);
  await setComments(db, {
    sessions: {
      columns: {
        id: 'What the owner names the session by when ending it from the security page; the token hash never leaves the server.',
        last_seen_at: 'The last request the session made, written with the sliding expiry (at most once a minute); null until then.',
        max_expires_at: 'Sliding expiry never passes this: the absolute lifetime (decision 077), or an impersonation\'s 30 minutes.',
      },
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions drop column last_seen_at`.execute(db);
  await sql`alter table sessions drop column id`.execute(db);
}
