import type { Kysely } from 'kysely';
import { setComments, type TableComments } from '../comments';

/**
 * Decision 070: what the staff factors' columns hold now. No row changes here: a plain authenticator secret is
 * sealed by the server's start (it needs the key, which the database never holds), and a recovery code of the old
 * SHA-256 set is taken once and the set replaced at its owner's next login.
 */
const now: Record<string, TableComments> = {
  staff_users: {
    columns: {
      totp_secret:
        'The Base32 authenticator secret sealed with AES-256-GCM under STAFF_SECRET_KEY (v1.<key id>.<iv>.<ciphertext>.<tag>); plain Base32 only until the next start seals it.',
    },
  },
  staff_recovery_codes: {
    columns: { code_hash: 'scrypt$N$r$p$salt$hash of the normalised code; 64 hex characters: the SHA-256 of a code from before decision 070.' },
  },
  login_throttle: {
    table: 'A counter per (scope, key): login attempts, posts, lookups and costly routes (015, 039, 070), each counted before it is judged; spent rows go nightly.',
  },
};

const before: Record<string, TableComments> = {
  staff_users: { columns: { totp_secret: 'Base32; set at the first login, in use once totp_enrolled_at is set.' } },
  login_throttle: { table: 'A counter per (scope, key); for logins it counts attempts, each before its password is checked (015).' },
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await setComments(db, now);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await setComments(db, { staff_recovery_codes: now.staff_recovery_codes! }, true);
  await setComments(db, before);
}
