import { type Kysely, sql } from 'kysely';
import { setComments } from '../comments';

/**
 * Issue 27 item 1 (decision 074): passkeys (WebAuthn credentials) of members, who sign in with them, and of staff
 * users, who use them as their second factor; and the challenges the server gave out, each taken once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table passkeys (
      id bigint generated always as identity primary key,
      membership_no char(7) references members (membership_no) on delete cascade,
      staff_username text references staff_users (username) on delete cascade,
      credential_id text not null unique,
      public_key bytea not null,
      counter bigint not null check (counter >= 0),
      user_handle text not null,
      transports text[] not null default '{}',
      backed_up boolean not null,
      name text not null check (char_length(name) between 1 and 60),
      created_at timestamptz not null,
      last_used_at timestamptz,
      check (num_nonnulls(membership_no, staff_username) = 1)
    )`.execute(db);
  await sql`create index passkeys_member_idx on passkeys (membership_no) where membership_no is not null`.execute(db);
  await sql`create index passkeys_staff_idx on passkeys (staff_username) where staff_username is not null`.execute(db);
  await sql`
    create table passkey_challenges (
      challenge text primary key,
      purpose text not null check (purpose in ('member-register', 'member-sign-in', 'staff-register', 'staff-second-factor')),
      subject text,
      user_handle text,
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index passkey_challenges_expires_idx on passkey_challenges (expires_at)`.execute(db);
  await setComments(db, {
    passkeys: {
      table: "A passkey (WebAuthn credential) of a member or of a staff user: its public key, the authenticator's counter and the owner's name for it.",
      columns: {
        membership_no: 'The member who signs in with it; null for a staff user\'s.',
        staff_username: "The staff user whose second factor it is; null for a member's.",
        credential_id: 'The credential ID the authenticator chose, base64url.',
        public_key: 'The credential public key as COSE (RFC 9052), as the attestation carried it.',
        counter: 'The signature counter of the last use; a use that does not raise it (when either is above 0) is refused.',
        user_handle: "The owner's WebAuthn user handle, base64url: random, the same for all of one owner's passkeys, never a membership number.",
        transports: 'How the browser said it reaches the authenticator (internal, hybrid, usb…), given back as a hint.',
        backed_up: 'Whether the authenticator said the passkey is synced to other devices (the BS flag).',
        name: 'What the owner calls it; at first the device it was made on.',
        last_used_at: 'The last sign-in (or second factor) with it; null until then.',
      },
    },
    passkey_challenges: {
      table: 'A challenge given with passkey options: taken once (deleted as it is checked), worthless after expires_at.',
      columns: {
        challenge: 'The random challenge, base64url, as the client data carries it back.',
        purpose: 'What it was given for: a member adding a passkey or signing in, a staff user adding one or passing the second step.',
        subject: 'The member or staff user it was given to; null for a member signing in without typing a number.',
        user_handle: 'For a new passkey: the user handle its options carried, stored with the passkey it makes.',
      },
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table passkey_challenges`.execute(db);
  await sql`drop table passkeys`.execute(db);
}
