import { type Kysely, sql } from 'kysely';

/**
 * A member's profile photo (issue 12, item 3): at most one per member, its file under DATA_DIR/member-photos by a
 * generated name, and the SHA-256 of the stored bytes (the ETag). Goes with the member, like the finance data.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table member_photos (
      membership_no char(7) primary key references members (membership_no) on delete cascade,
      file_name text not null unique,
      sha256 text not null,
      original_name text not null,
      uploaded_at timestamptz not null
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table member_photos`.execute(db);
}
