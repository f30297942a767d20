import { endpoints } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_SERVICE_TEXT as T } from '../../../src/features/payment-service/payment-service-text';
import { SUPPORT_TEXT } from '../../../src/auth/support-text';
import { addDepositAccount } from '../../support/factories/deposits';
import { addMember, newMembershipNo } from '../../support/members';
import { loginToken, memberPost } from '../../support/requests';
import { addStaffUser } from '../../support/staff';
import { staffPost, staffToken } from '../../support/staff-requests';
import { startTestApp, type TestContext } from '../../support/test-app';

const MOBILE = '0812345678';

describe('the member’s payment-service request: own open account, consent, one open at a time, audited', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function memberWithAccount(): Promise<{ no: string; token: string; account: string }> {
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    const account = (await addDepositAccount(t.database.db, no)).account_no;
    return { no, token: await loginToken(t.app, no), account };
  }
  const ask = (token: string, payload: unknown) => memberPost(t.app, endpoints.memberPaymentServiceRequest.path, token, payload);
  const state = (token: string) => t.app.inject({ method: 'GET', url: endpoints.memberPaymentService.path, headers: { authorization: `Bearer ${token}` } });
  const rowsOf = (no: string) => t.database.db.selectFrom('payment_service_requests').selectAll().where('membership_no', '=', no).execute();
  const auditOf = (no: string) =>
    t.database.db.selectFrom('audit_log').select(['actor_kind', 'actor', 'action', 'after']).where('target', '=', no).orderBy('id').execute();

  it('records a request on the member’s own open account, shows it pending, and audits it with the member as actor', async () => {
    const { no, token, account } = await memberWithAccount();
    const closed = (await addDepositAccount(t.database.db, no, { closed: true })).account_no;
    const before = (await state(token)).json();
    expect(before.accounts.map((a: { account_no: string }) => a.account_no)).toEqual([account]);
    expect(before.accounts).not.toContainEqual(expect.objectContaining({ account_no: closed }));
    expect(before.requests).toEqual([]);

    const res = await ask(token, { account_no: account, mobile: '081-234-5678', consent: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ rc_code: '1', rc_des: T.requested, id: expect.any(Number) });
    const after = await state(token);
    expect(after.headers['cache-control']).toBe('private, no-store');
    expect(after.json().requests).toEqual([
      { id: res.json().id, account_no: account, account_name: expect.any(String), mobile: MOBILE, status: 'pending', note: null, requested_at: expect.any(String), decided_at: null },
    ]);
    expect(await auditOf(no)).toEqual([
      { actor_kind: 'member', actor: no, action: 'payment_service.request', after: { id: res.json().id, account_no: account, mobile: MOBILE, consent: true, status: 'pending' } },
    ]);
  });

  it('refuses a second request while one is pending, in Thai, writing nothing', async () => {
    const { no, token, account } = await memberWithAccount();
    expect((await ask(token, { account_no: account, mobile: MOBILE, consent: true })).statusCode).toBe(200);
    const again = await ask(token, { account_no: account, mobile: '0998887777', consent: true });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ rc_code: '0', code: 'REQUEST_PENDING', error: T.pendingExists });
    expect(await rowsOf(no)).toHaveLength(1);
    expect(await auditOf(no)).toHaveLength(1);
  });

  it('refuses another member’s account and a closed account of the member’s own, writing nothing', async () => {
    const { no, token } = await memberWithAccount();
    const other = await memberWithAccount();
    const closed = (await addDepositAccount(t.database.db, no, { closed: true })).account_no;
    for (const account_no of [other.account, closed, '', 'ไม่มีบัญชีนี้']) {
      const res = await ask(token, { account_no, mobile: MOBILE, consent: true });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(T.notYourAccount);
    }
    expect(await rowsOf(no)).toEqual([]);
    expect(await rowsOf(other.no)).toEqual([]);
    expect(await auditOf(no)).toEqual([]);
  });

  it('refuses without consent and with a mobile number that is not one, in Thai', async () => {
    const { no, token, account } = await memberWithAccount();
    const noConsent = await ask(token, { account_no: account, mobile: MOBILE, consent: false });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().error).toBe(T.consentNeeded);
    const missing = await ask(token, { account_no: account, mobile: MOBILE });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/[\u0E00-\u0E7F]/);
    for (const mobile of ['021234567', '081234567', '08123456789', 'abc']) {
      const res = await ask(token, { account_no: account, mobile, consent: true });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(T.badMobile);
    }
    expect(await rowsOf(no)).toEqual([]);
  });

  it('takes no membership number: the session decides whose request it is', async () => {
    const { no, token, account } = await memberWithAccount();
    const other = await memberWithAccount();
    const res = await ask(token, { account_no: account, mobile: MOBILE, consent: true, membership_no: other.no });
    // a stray field is dropped by the schema; the request is the session member's, never the named one's
    expect(res.statusCode).toBe(200);
    expect(await rowsOf(no)).toHaveLength(1);
    expect(await rowsOf(other.no)).toEqual([]);
    expect((await state(other.token)).json().requests).toEqual([]);
  });

  it('needs a member session', async () => {
    expect((await memberPost(t.app, endpoints.memberPaymentServiceRequest.path, undefined, { account_no: 'x', mobile: MOBILE, consent: true })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: endpoints.memberPaymentService.path })).statusCode).toBe(401);
  });

  it('refuses the request while a support user is impersonating the member, who may still look', async () => {
    const { no, account } = await memberWithAccount();
    const support = await staffToken(t.app, await addStaffUser(t.database.db, 'support'), t.clock.now());
    expect((await staffPost(t.app, endpoints.memberImpersonate.path, support, { membership_no: no, reason: 'สมาชิกขอให้ช่วยดูคำขอ' })).statusCode).toBe(200);
    const opened = await t.app.inject({ method: 'GET', url: endpoints.impersonationSession.path, headers: { authorization: `Bearer ${support}` } });
    const token = opened.json().token as string;
    expect((await state(token)).statusCode).toBe(200);
    const res = await ask(token, { account_no: account, mobile: MOBILE, consent: true });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(SUPPORT_TEXT.refusedWhileImpersonating);
    expect(await rowsOf(no)).toEqual([]);
    expect((await auditOf(no)).map((a) => a.action)).not.toContain('payment_service.request');
  });
});
