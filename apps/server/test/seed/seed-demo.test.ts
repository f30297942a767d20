import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, seedDemo, seedDemoIfEmpty } from '../../src/seed/seed-demo';
import { login } from '../support/requests';
import { startTestApp, type TestContext } from '../support/test-app';

const today = new Date('2026-11-22T00:00:00Z');

function validNationalId(id: string): boolean {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(id[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(id[12]);
}

describe('demo data', () => {
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    [a, b] = await Promise.all([startTestApp(), startTestApp()]);
    await seedDemo(a.database.db, { members: 50, today });
    await seedDemo(b.database.db, { members: 50, today });
  });
  afterAll(() => Promise.all([a.close(), b.close()]));

  it('is the same on every run', async () => {
    const rows = (t: TestContext) => t.database.db.selectFrom('members').selectAll().orderBy('membership_no').execute();
    expect(await rows(a)).toEqual(await rows(b));
  });

  it('has the documented demo members, and they can log in', async () => {
    const first = await a.database.db.selectFrom('members').selectAll().where('membership_no', '=', '0000001').executeTakeFirstOrThrow();
    expect([first.prename, first.first_name, first.last_name]).toEqual(['จ.ส.อ.', 'สมชาย', 'ใจดี']);
    for (const l of DEMO_LOGINS) expect((await login(a.app, l.membershipNo, l.password)).statusCode).toBe(200);
  });

  it('makes plausible members: Thai names, valid national IDs, adults who joined after 20', async () => {
    const members = await a.database.db.selectFrom('members').selectAll().execute();
    expect(members).toHaveLength(50);
    for (const m of members) {
      expect(m.first_name).toMatch(/^[\u0e00-\u0e7f]+$/);
      expect(validNationalId(m.national_id)).toBe(true);
      const born = Number(m.birth_date?.slice(0, 4));
      const joined = Number(m.member_date?.slice(0, 4));
      expect(2026 - born).toBeGreaterThanOrEqual(21);
      expect(joined - born).toBeGreaterThanOrEqual(19);
      expect(m.salary).toBeGreaterThan(0);
    }
  });

  it('seeds an empty database only', async () => {
    expect(await seedDemoIfEmpty(a.database.db, { members: 10 })).toBe(false);
  });
});
