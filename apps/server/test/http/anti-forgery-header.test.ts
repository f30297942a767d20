import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, newMembershipNo } from '../support/members';
import { loginToken } from '../support/requests';
import { startTestApp, type TestContext } from '../support/test-app';

const MEMBER = newMembershipNo();
/** What the web client adds to every call (spec 7): the anti-forgery header and the cookie it doubles. */
const TOKEN = '0123456789abcdef0123456789abcdef';
const webHeaders = { 'x-requested-with': 'XMLHttpRequest', 'x-xsrf-token': TOKEN, cookie: `XSRF-TOKEN=${TOKEN}` };

describe("the web client's anti-forgery header", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
    await addMember(t.database.db, MEMBER);
  });
  afterAll(() => t.close());

  it('is accepted on a member feed, beside the Bearer token', async () => {
    const token = await loginToken(t.app, MEMBER);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/member/member_status',
      headers: { ...webHeaders, 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: '{}',
    });
    expect(res.statusCode).toBe(200);
  });

  it('is accepted on a public read, and not demanded by other clients of the API', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/info/manu', headers: webHeaders })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/info/manu' })).statusCode).toBe(200);
  });
});
