import type { Insertable } from 'kysely';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/database';
import { writeSiteConfig } from '../db/repositories/site-config-repository';
import type { MemberTable } from '../db/schema';
import { demoGroups, demoMember } from './demo-members';
import { DEMO_SITE } from './demo-site';
import { Random } from './random';

export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO_LOGINS = [
  { membershipNo: '0000001', password: DEMO_PASSWORD },
  { membershipNo: '0000002', password: DEMO_PASSWORD },
] as const;

const SEED = 20261122;
const BATCH = 1000;

export interface SeedOptions {
  members: number;
  /** Dates are generated relative to this day; fixed in tests for repeatable data. */
  today?: Date;
}

export async function isSeeded(db: Db): Promise<boolean> {
  const row = await db.selectFrom('members').select('membership_no').limit(1).executeTakeFirst();
  return !!row;
}

/**
 * Fills an empty database with a fictitious cooperative: its site configuration, units and members,
 * every member with a portal account whose password is DEMO_PASSWORD. One hash is shared by all demo
 * accounts so 100,000 of them take seconds, not hours; real accounts each get their own salt.
 */
export async function seedDemo(db: Db, opts: SeedOptions): Promise<void> {
  const random = new Random(SEED);
  const today = opts.today ?? new Date();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    await writeSiteConfig(trx, DEMO_SITE);
    await trx.insertInto('member_groups').values(demoGroups()).execute();
    for (let start = 1; start <= opts.members; start += BATCH) {
      const batch: Insertable<MemberTable>[] = [];
      for (let n = start; n < start + BATCH && n <= opts.members; n++) batch.push(demoMember(random, n, today));
      await trx.insertInto('members').values(batch).execute();
      await trx
        .insertInto('member_accounts')
        .values(batch.map((m) => ({ membership_no: m.membership_no, password_hash: passwordHash, password_changed_at: today })))
        .execute();
    }
  });
}

export async function seedDemoIfEmpty(db: Db, opts: SeedOptions): Promise<boolean> {
  if (await isSeeded(db)) return false;
  await seedDemo(db, opts);
  return true;
}
