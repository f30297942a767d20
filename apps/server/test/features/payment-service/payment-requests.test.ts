import { endpoints } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_SERVICE_TEXT as T } from '../../../src/features/payment-service/payment-service-text';
import { addDepositAccount } from '../../support/factories/deposits';
import { addMemberGroup, groupToken } from '../../support/member-groups';
import { addMember, newMembershipNo } from '../../support/members';
import { loginToken, memberPost } from '../../support/requests';
import { addStaffUser } from '../../support/staff';
import { staffPost, staffToken } from '../../support/staff-requests';
import { startTestApp, type TestContext } from '../../support/test-app';

describe('payment-service requests in the staff console: list, approve, reject with a note, once, audited', () => {
  let t: TestContext;
  let support: string;
  let admin: string;
  let supportName: string;
  beforeAll(async () => {
    t = await startTestApp();
    const staff = await addStaffUser(t.database.db, 'support');
    supportName = staff.username;
    support = await staffToken(t.app, staff, t.clock.now());
    admin = await staffToken(t.app, await addStaffUser(t.database.db, 'admin'), t.clock.now());
  });
  afterAll(() => t.close());

  /** A member with a pending request; its id. */
  async function pendingRequest(): Promise<{ no: string; id: number; token: string }> {
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    const account = (await addDepositAccount(t.database.db, no)).account_no;
    const token = await loginToken(t.app, no);
    const res = await memberPost(t.app, endpoints.memberPaymentServiceRequest.path, token, { account_no: account, mobile: '0912345678', consent: true });
    expect(res.statusCode).toBe(200);
    return { no, id: res.json().id as number, token };
  }
  const list = (token: string, body: object = {}) => staffPost(t.app, endpoints.paymentRequests.path, token, body);
  const decide = (token: string, body: object) => staffPost(t.app, endpoints.paymentRequestDecision.path, token, body);
  const memberState = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: endpoints.memberPaymentService.path, headers: { authorization: `Bearer ${token}` } })).json();
  const staffAuditOf = (no: string) =>
    t.database.db
      .selectFrom('audit_log')
      .select(['actor_kind', 'actor', 'action', 'before', 'after'])
      .where('target', '=', no)
      .where('actor_kind', '=', 'staff')
      .orderBy('id')
      .execute();

  it('lists requests pending first, with the member, and filters by status', async () => {
    const decided = await pendingRequest();
    expect((await decide(support, { id: decided.id, decision: 'approved' })).statusCode).toBe(200);
    const waiting = await pendingRequest();
    const all = (await list(support)).json();
    const ids = all.data.map((r: { id: number }) => r.id);
    expect(ids.indexOf(waiting.id)).toBeLessThan(ids.indexOf(decided.id));
    const statuses: string[] = all.data.map((r: { status: string }) => r.status);
    expect(statuses.indexOf('approved')).toBeGreaterThan(statuses.lastIndexOf('pending'));
    expect(all.data.find((r: { id: number }) => r.id === waiting.id)).toMatchObject({ membership_no: waiting.no, member_name: expect.stringContaining(waiting.no), status: 'pending', mobile: '0912345678' });
    const pending = (await list(admin, { status: 'pending' })).json();
    expect(pending.data.every((r: { status: string }) => r.status === 'pending')).toBe(true);
    expect(pending.data.map((r: { id: number }) => r.id)).toContain(waiting.id);
    expect(pending.data.map((r: { id: number }) => r.id)).not.toContain(decided.id);
  });

  it('approves with an optional note; the member sees it; audited with before and after; a second decision is refused', async () => {
    const { no, id, token } = await pendingRequest();
    const res = await decide(support, { id, decision: 'approved', note: 'เปิดใช้บริการแล้ว' });
    expect(res.json()).toEqual({ rc_code: '1', rc_des: T.approved });
    expect((await memberState(token)).requests[0]).toMatchObject({ id, status: 'approved', note: 'เปิดใช้บริการแล้ว', decided_at: expect.any(String) });
    for (const decision of ['approved', 'rejected']) {
      const again = await decide(admin, { id, decision, note: 'ซ้ำ' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ rc_code: '0', code: 'ALREADY_DECIDED', error: T.alreadyDecided });
    }
    expect(await staffAuditOf(no)).toEqual([
      {
        actor_kind: 'staff',
        actor: supportName,
        action: 'payment_service.approve',
        before: { id, account_no: expect.any(String), status: 'pending', note: null },
        after: { id, account_no: expect.any(String), status: 'approved', note: 'เปิดใช้บริการแล้ว' },
      },
    ]);
  });

  it('rejects only with a note, which the member reads; then the member may ask again', async () => {
    const { no, id, token } = await pendingRequest();
    for (const note of [undefined, '', '   ']) {
      const res = await decide(support, note === undefined ? { id, decision: 'rejected' } : { id, decision: 'rejected', note });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(T.noteNeeded);
    }
    expect(await staffAuditOf(no)).toEqual([]);
    const res = await decide(support, { id, decision: 'rejected', note: 'หมายเลขโทรศัพท์ไม่ตรงกับที่ลงทะเบียนไว้' });
    expect(res.json().rc_des).toBe(T.rejected);
    const state = await memberState(token);
    expect(state.requests[0]).toMatchObject({ id, status: 'rejected', note: 'หมายเลขโทรศัพท์ไม่ตรงกับที่ลงทะเบียนไว้' });
    expect((await staffAuditOf(no)).map((a) => [a.action, (a.after as { status: string }).status])).toEqual([['payment_service.reject', 'rejected']]);
    const again = await memberPost(t.app, endpoints.memberPaymentServiceRequest.path, token, { account_no: state.accounts[0].account_no, mobile: '0812223333', consent: true });
    expect(again.statusCode).toBe(200);
  });

  it('answers an unknown request 404 in Thai', async () => {
    const res = await decide(support, { id: 2_000_000_000, decision: 'approved' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(T.noRequest);
  });

  it('is for admins and support staff: an editor gets 403, a member’s or group’s token and none 401', async () => {
    const { id } = await pendingRequest();
    const editor = await staffToken(t.app, await addStaffUser(t.database.db, 'editor'), t.clock.now());
    expect((await list(editor)).statusCode).toBe(403);
    expect((await decide(editor, { id, decision: 'approved' })).statusCode).toBe(403);
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    const member = await loginToken(t.app, no);
    const group = await groupToken(t.app, await addMemberGroup(t.database.db));
    for (const token of [member, group, undefined]) {
      expect((await list(token as string)).statusCode).toBe(401);
      expect((await decide(token as string, { id, decision: 'approved' })).statusCode).toBe(401);
    }
    expect((await list(admin)).statusCode).toBe(200);
  });
});
