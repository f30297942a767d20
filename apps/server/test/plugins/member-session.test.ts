import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRESH_MS } from '../../src/auth/session-cache';
import { hashSessionToken } from '../../src/auth/session-token';
import { addMember, newMembershipNo, TEST_PASSWORD } from '../support/members';
import { loginToken, memberPost } from '../support/requests';
import { closeApps, startTestApp, startTwoApps, type TestContext } from '../support/test-app';

const MEMBER = newMembershipNo();
const statusWith = async (t: TestContext, token: string) =>
  (await memberPost(t.app, '/api/member/member_status', token)).statusCode;

describe('member sessions cached by the app', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
    await addMember(t.database.db, MEMBER);
  });
  afterAll(() => t.close());

  it('trusts a session for FRESH_MS after the database confirmed it, and no longer', async () => {
    const token = await loginToken(t.app, MEMBER);
    expect(await statusWith(t, token)).toBe(200);
    // deleted without the revocation path, as if its NOTIFY had been lost
    await t.database.db.deleteFrom('sessions').where('token_hash', '=', hashSessionToken(token)).execute();
    t.clock.advanceSeconds(FRESH_MS / 1000 - 1);
    expect(await statusWith(t, token)).toBe(200);
    t.clock.advanceSeconds(1);
    expect(await statusWith(t, token)).toBe(401);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('member sessions revoked by another process (PostgreSQL)', () => {
  let t: TestContext;
  let other: TestContext;
  beforeAll(async () => {
    ({ t, other } = await startTwoApps());
    await addMember(t.database.db, MEMBER);
  });
  afterAll(() => closeApps(other, t));

  // the clock stands still, so only the NOTIFY can make the first app refuse what it has cached
  it('refuses a session logged out through the other app', async () => {
    const token = await loginToken(t.app, MEMBER);
    expect(await statusWith(t, token)).toBe(200);
    expect((await memberPost(other.app, '/api/member/auth/logout', token)).statusCode).toBe(200);
    await expect.poll(() => statusWith(t, token), { timeout: 2000 }).toBe(401);
  });

  it('refuses the other sessions of a member who changed the password through the other app', async () => {
    const [here, changing] = [await loginToken(t.app, MEMBER), await loginToken(other.app, MEMBER)];
    expect(await statusWith(t, here)).toBe(200);
    expect(await statusWith(t, changing)).toBe(200);
    const res = await memberPost(other.app, '/api/member/member_pass', changing, {
      mem_password: 'ช้างเผือกกินกล้วยหอม',
      mem_oldpassword: TEST_PASSWORD,
    });
    expect(res.json()).toMatchObject({ rc_code: '1' });
    await expect.poll(() => statusWith(t, here), { timeout: 2000 }).toBe(401);
    expect(await statusWith(t, changing)).toBe(200);
  });
});
