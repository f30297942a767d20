import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, newMembershipNo } from '../../support/members';
import { loginToken, memberPost } from '../../support/requests';
import { startTestApp, type TestContext } from '../../support/test-app';

const MEMBER = newMembershipNo();

describe('POST /api/member/auth/logout', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
    await addMember(t.database.db, MEMBER);
  });
  afterAll(() => t.close());

  it('revokes only the session it is called with, at once though the app has it cached', async () => {
    const token = await loginToken(t.app, MEMBER);
    const other = await loginToken(t.app, MEMBER);
    expect((await memberPost(t.app, '/api/member/member_status', token)).statusCode).toBe(200);
    const res = await memberPost(t.app, '/api/member/auth/logout', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ rc_code: '1', message: 'ออกจากระบบเรียบร้อยแล้ว' });

    expect((await memberPost(t.app, '/api/member/member_status', token)).statusCode).toBe(401);
    expect((await memberPost(t.app, '/api/member/auth/getAuthUser', token)).statusCode).toBe(400);
    expect((await memberPost(t.app, '/api/member/auth/logout', token)).statusCode).toBe(401);
    expect((await memberPost(t.app, '/api/member/member_status', other)).statusCode).toBe(200);
  });

  it('answers 401 in Thai without a token', async () => {
    const res = await memberPost(t.app, '/api/member/auth/logout', undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      rc_code: '0',
      code: 'UNAUTHENTICATED',
      error: 'ขออภัยสิ้นสุดระยะเวลาการเข้าสู่ระบบ กรุณาเข้าสู่ระบบใหม่อีกครั้ง',
    });
  });
});
