import { endpoints } from '@coop/contract';
import { isNationalId } from '@coop/thai-format';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOAN_DEMO_MEMBERS } from '../../src/seed/demo-loan-products';
import { DEMO_REGISTRANT } from '../../src/seed/demo-members';
import { DEMO_ADMIN, DEMO_LOGINS, resetDemoData, seedDemo, seedDemoIfEmpty } from '../../src/seed/seed-demo';
import { addBalanceLines, addCampaign, addResponse } from '../support/factories/confirmation';
import { login } from '../support/requests';
import { startTestApp, type TestContext } from '../support/test-app';

const today = new Date('2026-11-22T00:00:00Z');

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

  it('has a demo administrator whose password opens the enrolment of an authenticator', async () => {
    const res = await a.app.inject({ method: 'POST', url: endpoints.staffLogin.path, payload: { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password } });
    expect(res.json()).toMatchObject({ rc_code: '1', stage: 'enrol' });
  });

  it('leaves the demo registrant without a password, and the facts the README gives register them', async () => {
    const r = DEMO_REGISTRANT;
    expect((await login(a.app, r.membership_no, DEMO_LOGINS[0].password)).statusCode).toBe(401);
    const terms = await a.database.db.selectFrom('site_pages').select('version').where('key', '=', 'terms').executeTakeFirstOrThrow();
    const res = await a.app.inject({
      method: 'POST',
      url: endpoints.memberRegister.path,
      payload: {
        membership_no: '3',
        id_card: r.national_id,
        birth_date: r.birth_date,
        mobile: r.phone,
        mem_password: 'ลงทะเบียนครั้งแรกนะ',
        accept_terms: true,
        terms_version: terms.version,
      },
    });
    expect(res.json()).toMatchObject({ rc_code: '1' });
    expect((await login(a.app, r.membership_no, 'ลงทะเบียนครั้งแรกนะ')).statusCode).toBe(200);
  });

  it('makes plausible members: Thai names, valid national IDs, adults who joined after 20', async () => {
    const members = await a.database.db.selectFrom('members').selectAll().execute();
    // the 50 asked for, and the loan demo's members after them
    expect(members).toHaveLength(50 + Object.keys(LOAN_DEMO_MEMBERS).length);
    for (const m of members) {
      expect(m.first_name).toMatch(/^[\u0e00-\u0e7f]+$/);
      expect(isNationalId(m.national_id)).toBe(true);
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

describe('replacing the demo data', () => {
  it('removes answered balance confirmations too, and leaves them append-only afterwards', async () => {
    const t = await startTestApp();
    try {
      await seedDemo(t.database.db, { members: 5, today });
      const campaignId = await addCampaign(t.database.db, 2026);
      await addBalanceLines(t.database.db, campaignId, '0000002');
      await addResponse(t.database.db, campaignId, '0000002');
      await resetDemoData(t.database.db);
      expect(await t.database.db.selectFrom('confirmation_responses').select('campaign_id').execute()).toEqual([]);
      await expect(sql`truncate confirmation_responses cascade`.execute(t.database.db)).rejects.toThrow(/append-only/);
    } finally {
      await t.close();
    }
  });
});
