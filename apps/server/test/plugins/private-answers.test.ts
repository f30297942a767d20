import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMemberGroup, groupToken } from '../support/member-groups';
import { addMember, newMembershipNo } from '../support/members';
import { loginToken, memberPost } from '../support/requests';
import { startTestApp, type TestContext } from '../support/test-app';

describe('private answers are never cached', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('marks a member’s own data private, no-store', async () => {
    const membershipNo = newMembershipNo();
    await addMember(t.database.db, membershipNo);
    const res = await memberPost(t.app, '/api/member/member_share', await loginToken(t.app, membershipNo));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('marks a member group’s answer private, no-store', async () => {
    const token = await groupToken(t.app, await addMemberGroup(t.database.db));
    const res = await t.app.inject({ method: 'POST', url: '/api/membergroup/auth/getAuthUser', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('marks the console’s refusals private, no-store too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/audit' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('leaves the public site’s answers cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/info/manu' });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });
});
