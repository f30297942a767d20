import { endpoints } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROOF_TEXT } from '../../../src/features/member-registration/proof-messages';
import { addMember, newMembershipNo, TEST_PASSWORD } from '../../support/members';
import { postAccountForm, RIGHT_PROOF, STRONG_PASSWORD } from '../../support/registration';
import { login, loginToken, memberPost } from '../../support/requests';
import { startTestApp, type TestContext } from '../../support/test-app';

const NOT_PROVEN = {
  rc_code: '0',
  messages: [],
  errors: [PROOF_TEXT.forget.notProven],
  check: ['membership_no', 'id_card', 'birth_date', 'mobile'],
  tries_left: 4,
};

describe('POST /api/member/forget', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const registered = async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    return no;
  };
  const forget = (no: string, fields: Record<string, unknown> = {}, address?: string) =>
    postAccountForm(t.app, endpoints.memberForget.path, { membership_no: no, ...RIGHT_PROOF, ...fields }, address);

  it('sets the new password the member chose', async () => {
    const no = await registered();
    const res = await forget(no);
    expect(res.json()).toEqual({ rc_code: '1', messages: [PROOF_TEXT.forget.done] });
    expect((await login(t.app, no, STRONG_PASSWORD)).statusCode).toBe(200);
    expect((await login(t.app, no, TEST_PASSWORD)).statusCode).toBe(401);
  });

  it('ends every session the member had', async () => {
    const no = await registered();
    const phone = await loginToken(t.app, no);
    const office = await loginToken(t.app, no);
    expect((await memberPost(t.app, '/api/member/member_status', phone)).statusCode).toBe(200);
    await forget(no);
    expect((await memberPost(t.app, '/api/member/member_status', phone)).statusCode).toBe(401);
    expect((await memberPost(t.app, '/api/member/member_status', office)).statusCode).toBe(401);
  });

  it('lets a member locked out by wrong passwords in from the same address once reset', async () => {
    const no = await registered();
    const address = '10.97.0.1';
    const tryLogin = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/member/auth/login', payload: { membership_no: no, mem_password: password }, remoteAddress: address });
    for (let i = 0; i < 5; i++) await tryLogin('wrong');
    expect((await tryLogin(TEST_PASSWORD)).statusCode).toBe(429);
    await forget(no, {}, address);
    expect((await tryLogin(STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('answers a member who never registered as it answers a wrong fact', async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no, {}, null);
    expect((await forget(no)).json()).toEqual(NOT_PROVEN);
    const account = await t.database.db.selectFrom('member_accounts').select('membership_no').where('membership_no', '=', no).executeTakeFirst();
    expect(account).toBeUndefined();
  });

  it('answers an unknown number alike', async () => {
    expect((await forget(newMembershipNo())).json()).toEqual(NOT_PROVEN);
  });

  it('refuses a wrong national ID of the right shape and keeps the old password', async () => {
    const no = await registered();
    expect((await forget(no, { id_card: '3101700203456' })).json()).toEqual(NOT_PROVEN);
    expect((await login(t.app, no, TEST_PASSWORD)).statusCode).toBe(200);
  });
});
