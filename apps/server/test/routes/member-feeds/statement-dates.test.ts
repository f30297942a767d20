import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../support/members';
import { loginToken, memberPost } from '../../support/requests';
import { startTestApp, type TestContext } from '../../support/test-app';

const THAI = /[\u0E00-\u0E7F]/;
const MEMBER = '7300002';
const FEEDS = ['/api/member/member_share', '/api/member/member_loan_statement/LN-0001', '/api/member/member_dep_statement/0010000042'];

describe('statement date ranges', () => {
  let t: TestContext;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    await addMember(t.database.db, MEMBER);
    token = await loginToken(t.app, MEMBER);
  });
  afterAll(() => t.close());

  describe.each(FEEDS)('%s', (url) => {
    it.each([
      ['a start in year 0000', { from: '0000-01-01' }],
      ['an end in year 0000', { to: '0000-01-01' }],
      ['an end in year 9999', { to: '9999-12-31' }],
      ['a day that does not exist', { from: '2026-02-30' }],
    ])('answers %s with a Thai 400', async (_case, body) => {
      const res = await memberPost(t.app, url, token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ rc_code: '0', code: 'VALIDATION', error: expect.stringMatching(THAI) });
    });
  });

  it('accepts the leap day of a leap year', async () => {
    expect((await memberPost(t.app, FEEDS[0]!, token, { from: '2024-02-29', to: '2199-12-31' })).statusCode).toBe(200);
  });
});
