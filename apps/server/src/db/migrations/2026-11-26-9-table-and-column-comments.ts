import type { Kysely } from 'kysely';
import { setComments, type TableComments } from '../comments';

/**
 * Decision 041: what the hand-kept db/schema.ts said about tables and columns now lives in the database as
 * comments, so psql shows it and the generated types carry the column comments as doc comments.
 */
const comments: Record<string, TableComments> = {
  members: { table: 'Read copy of the core banking member record.' },
  member_accounts: { table: "The portal's own login for a member; absent until the member registers." },
  member_terms_acceptances: { table: 'One acceptance of the terms of use at registration: which version, when and from where.' },
  member_one_time_codes: {
    table: 'A one-time code mailed as a second proof of identity; only its hash is kept.',
    columns: { purpose: "'register' or 'forget': a code sent for one flow does not serve the other." },
  },
  member_photos: {
    table: "A member's profile photo: the file under DATA_DIR/member-photos and the SHA-256 of its bytes.",
    columns: { original_name: 'The name of the file the member picked, for staff; never used to find or type the picture.' },
  },
  staff_users: {
    table: "A member of the cooperative's staff who uses the console (issue 13).",
    columns: {
      totp_secret: 'Base32; set at the first login, in use once totp_enrolled_at is set.',
      totp_last_step: "The authenticator's time step of the last second-factor login; a code of that step or earlier is refused.",
    },
  },
  staff_recovery_codes: { table: 'A one-use code that stands in for the second factor when the phone is lost; only its hash is kept.' },
  audit_log: {
    table: 'Who did what, when and from where; rows are only ever added (a trigger refuses the rest).',
    columns: { actor_kind: "'staff', or 'system' for the command line." },
  },
  member_group_accounts: { table: "A member group's portal login (issue 11), apart from members' accounts." },
  pending_impersonations: { table: "An impersonation a support user asked for, until the console's GET spends it (decision 031)." },
  payment_service_requests: {
    table: "A member's request to activate the payment service on a deposit account (decision 033).",
    columns: { status: 'pending, approved or rejected.' },
  },
  sessions: {
    columns: {
      impersonator: "The staff user who opened this member session to see the member's view (impersonation).",
      impersonation_reason: 'Why the staff user opened the impersonation.',
      max_expires_at: 'Sliding expiry never passes this (an impersonation ends within 30 minutes whatever happens).',
    },
  },
  login_throttle: { table: 'A counter per (scope, key); for logins it counts attempts, each before its password is checked (015).' },
  login_locks: { table: 'One lock as it began, kept for staff: who, from where, which limit, until when.' },
  known_devices: {
    table: 'A browser a member or a member group has logged in from (the hash of its device cookie).',
    columns: { subject: 'The membership number or the member-group number, after area.' },
  },
  share_statements: { columns: { sign: "1 adds to the balance, -1 takes from it, 0 neither (spec 4's colours)." } },
  kep_headers: {
    columns: {
      member_group_no: "The group that was billed for the member this month (the keeping run's), not the member's group of today.",
    },
  },
  confirmation_campaigns: {
    table: "A year's balance confirmation (issue 14): the balances as of balance_date, imported while it is a draft or open.",
    columns: {
      year: 'Gregorian.',
      source: 'finance: taken from the member data by staff; import: made by a core-banking file.',
      auditor_name: "Whom the letters are addressed to: the auditor the general meeting appointed for the year; '' until set.",
    },
  },
  confirmation_balances: {
    table: "One line of a member's confirmation letter: shares (units and baht), a deposit account, a loan, a guarantee.",
    columns: { reference: "The account or contract number; '' for shares.", description: "Thai: the type's name.", units: 'Shares only.' },
  },
  confirmation_responses: {
    table: "A member's one answer to a campaign (append-only): when, from where, the letter's code and fingerprint.",
    columns: { member_name: 'The name the letter showed.', fingerprint: "SHA-256 (hex) of the recorded letter's canonical text." },
  },
  confirmation_answers: { table: "A line exactly as shown, and the member's answer (append-only)." },
  confirmation_disputes: { table: 'The case a disputed line opens.' },
  confirmation_dispute_events: { table: 'A staff answer on a case: the status it set and the note the member reads.' },
  import_runs: {
    table: 'One core banking file offered to the import (issue 15), written or refused.',
    columns: { actor_kind: "'system' for the command line (actor: the OS user), 'staff' for the console." },
  },
  menu_items: {
    columns: {
      seq: "Also the key sub-items point at (spec 2.2: a sub-item's manu_id is its parent's seq).",
      hidden: 'Kept with its sub-items but left out of the public menu.',
    },
  },
  site_pages: {
    table: "A fixed page of text staff edit, by key (the clerks' guide: guide_group).",
    columns: { version: 'Raised by staff when the meaning changes; an acceptance of the terms records the version read.' },
  },
  content_categories: { columns: { home_count: 'How many of its latest items the home page shows; 0 keeps it off home.' } },
  content_items: {
    columns: {
      body: 'Plain text: summaries and search read it.',
      body_html: 'Sanitised HTML written in the console; null for items from before it, shown as the plain text.',
      published_at: 'Invisible to visitors until this moment.',
      published: 'False keeps the item from visitors whatever its date (a draft, a withdrawn item).',
      updated_at: 'Null for items from before the console.',
    },
  },
  board_topics: { columns: { hidden: 'Moderation (migration 92): hidden from visitors, listed first, no new answers.' } },
  demands: { table: 'Contact details (contact_name, phone, email, ip) are for staff only; no public query selects them.' },
  polling_places: { columns: { opens_at: 'HH:MM, Thai time.', closes_at: 'HH:MM, Thai time.' } },
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await setComments(db, comments);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await setComments(db, comments, true);
}
