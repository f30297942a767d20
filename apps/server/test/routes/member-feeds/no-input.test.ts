import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../support/members';
import { loginToken, memberPost } from '../../support/requests';
import { type TestContext, startTestApp } from '../../support/test-app';

// The member calls that take no input (spec 7: feeds posted with an empty object, logout, the session check).
const NO_INPUT = [
  'member_status',
  'member_loan',
  'member_dep',
  'member_coll',
  'member_gian',
  'member_div',
  'member_insurance',
  'member_kepcrem',
  'member_welfare',
  'lastupdate_bydepstatement',
  'auth/getAuthUser',
];

describe('member calls that take no input', () => {
  let t: TestContext;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    await addMember(t.database.db, '0004101');
    await addMember(t.database.db, '0004102');
    token = await loginToken(t.app, '0004101');
  });
  afterAll(() => t.close());

  it.each(NO_INPUT)('%s answers an empty object, an empty JSON body and no body at all', async (name) => {
    expect((await memberPost(t.app, `/api/member/${name}`, token, {})).statusCode).toBe(200);
    expect((await memberPost(t.app, `/api/member/${name}`, token)).statusCode).toBe(200);
    const bare = await t.app.inject({ method: 'POST', url: `/api/member/${name}`, headers: { authorization: `Bearer ${token}` } });
    expect(bare.statusCode).toBe(200);
  });

  it.each(NO_INPUT)('%s refuses a body that is not an object, in Thai', async (name) => {
    const res = await memberPost(t.app, `/api/member/${name}`, token, ['0004102']);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ rc_code: '0', code: 'VALIDATION' });
    expect(res.json().error).toMatch(/[\u0E00-\u0E7F]/);
  });

  it("reads a field it does not take as nothing: another member's number shows this member", async () => {
    const res = await memberPost(t.app, '/api/member/member_status', token, { membership_no: '0004102' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data1[0].membership_no).toBe('0004101');
  });

  it('logout refuses a body that is not an object and keeps the session', async () => {
    const res = await memberPost(t.app, '/api/member/auth/logout', token, 'all');
    expect(res.statusCode).toBe(400);
    expect((await memberPost(t.app, '/api/member/member_status', token, {})).statusCode).toBe(200);
  });
});
