import { type Kysely, sql } from 'kysely';
import { setComments } from '../comments';

/**
 * Issue 27 item 5 (decision 078): one record of who reached a member's personal data (each staff read naming the
 * member) and of every member and member-group sign-in, good or bad; never a password, code or token.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table access_record (
      id bigint generated always as identity primary key,
      at timestamptz not null,
      event text not null check (event in ('staff-read', 'sign-in', 'sign-in-failed')),
      area text not null check (area in ('member', 'membergroup')),
      subject text not null,
      staff_username text,
      what text not null,
      detail text,
      ip text not null,
      device text not null,
      check ((event = 'staff-read') = (staff_username is not null))
    )`.execute(db);
  // the member's own list (their staff reads, newest first) and the console's sign-ins by account
  await sql`create index access_record_subject_idx on access_record (area, subject, event, id desc)`.execute(db);
  // the console's sign-ins by time, whoever's
  await sql`create index access_record_sign_in_idx on access_record (id desc) where event <> 'staff-read'`.execute(db);
  await setComments(db, {
    access_record: {
      table: "Who reached a member's data, and every member and member-group sign-in (decision 078); kept 2 years, the PDPA's record of access.",
      columns: {
        event: 'staff-read: a staff user read the subject\'s personal data; sign-in, sign-in-failed: the subject\'s account was signed in to, or refused.',
        area: 'member: subject is a membership number; membergroup: a member group number (sign-ins only).',
        subject: 'The member whose data was read, or the account signed in to (as typed, for a refused sign-in).',
        staff_username: 'The staff user who read (staff-read only).',
        what: 'staff-read: search, status, impersonation, loan-application, loan-document, loan-export, confirmation-export; sign-ins: password, passkey, registration.',
        detail: 'A refused sign-in: bad-credentials, locked, recaptcha; an impersonation: the reason the staff user gave.',
        ip: 'The address the request came from.',
        device: 'The browser as a person names it ("Chrome บน Android"), never the raw header.',
      },
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table access_record`.execute(db);
}
