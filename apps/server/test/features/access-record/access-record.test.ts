import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type AccessEntry, endpointPath, endpoints, type SignInEntry } from '@coop/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addBalanceLines, addCampaign, addResponse } from '../../support/factories/confirmation';
import { addLoanProduct } from '../../support/factories/loan-products';
import { submittedApplication } from '../../support/loan-applications';
import { addMemberGroup } from '../../support/member-groups';
import { addMember, newMembershipNo, TEST_PASSWORD } from '../../support/members';
import { login, loginToken } from '../../support/requests';
import { addStaffUser, type TestStaff } from '../../support/staff';
import { staffPost, staffToken } from '../../support/staff-requests';
import { startTestApp, type TestContext } from '../../support/test-app';

const REASON = 'สมาชิกโทรแจ้งว่าเห็นยอดเงินกู้ไม่ตรง';

const get = (app: FastifyInstance, url: string, token: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

describe('who accessed my data: each staff read is recorded and the member sees it (issue 27 item 5)', () => {
  let t: TestContext;
  let staff: TestStaff;
  let support: string;
  beforeAll(async () => {
    t = await startTestApp();
    staff = await addStaffUser(t.database.db, 'support');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    support = await staffToken(t.app, staff, t.clock.now());
  });

  const newMember = async (names: { first_name?: string } = {}) => {
    const no = newMembershipNo();
    await addMember(t.database.db, no, names);
    return no;
  };
  const readsOf = (no: string) =>
    t.database.db.selectFrom('access_record').select(['staff_username', 'what', 'detail']).where('subject', '=', no).where('event', '=', 'staff-read').execute();
  const accessListOf = async (no: string) => {
    const res = await get(t.app, endpoints.memberAccess.path, await loginToken(t.app, no));
    expect(res.statusCode).toBe(200);
    return res.json() as { data: AccessEntry[]; total: number };
  };

  it("a support look at the member's portal status writes one access row naming the member and the staff user", async () => {
    const no = await newMember();
    expect((await staffPost(t.app, endpoints.memberPortalStatus.path, support, { membership_no: no })).statusCode).toBe(200);
    expect(await readsOf(no)).toEqual([{ staff_username: staff.username, what: 'status', detail: null }]);
  });

  it('the member reads it in Thai: who, by the display name, what, and when', async () => {
    const no = await newMember();
    await staffPost(t.app, endpoints.memberPortalStatus.path, support, { membership_no: no });
    const { data, total } = await accessListOf(no);
    expect(total).toBe(1);
    expect(data[0]).toMatchObject({
      staff_name: `เจ้าหน้าที่ ${staff.username}`,
      what: 'ดูสถานะการใช้งานระบบของท่าน (การเข้าสู่ระบบและอุปกรณ์ที่เข้าสู่ระบบ)',
      at: t.clock.now().toISOString(),
    });
  });

  it('a search writes one row for each member it listed', async () => {
    const name = `ค้นหา${Date.now() % 100000}`;
    const [a, b] = [await newMember({ first_name: name }), await newMember({ first_name: name })];
    const res = await staffPost(t.app, endpoints.memberSearch.path, support, { query: name });
    expect(res.json().data).toHaveLength(2);
    for (const no of [a, b]) expect(await readsOf(no)).toEqual([{ staff_username: staff.username, what: 'search', detail: null }]);
  });

  it('seeing the member\'s view writes a row with the reason, which the member reads', async () => {
    const no = await newMember();
    await staffPost(t.app, endpoints.memberImpersonate.path, support, { membership_no: no, reason: REASON });
    const opened = await t.app.inject({ method: 'GET', url: endpoints.impersonationSession.path, headers: { authorization: `Bearer ${support}` } });
    expect(opened.statusCode).toBe(200);
    expect(await readsOf(no)).toEqual([{ staff_username: staff.username, what: 'impersonation', detail: REASON }]);
    expect((await accessListOf(no)).data[0]).toMatchObject({ what: 'เข้าดูข้อมูลของท่านในมุมมองของสมาชิก (ไม่เกิน 30 นาที)', detail: REASON });
  });

  it('an export naming members writes a row for each of them', async () => {
    const auditor = await staffToken(t.app, await addStaffUser(t.database.db, 'auditor'), t.clock.now());
    const campaignId = await addCampaign(t.database.db, 2151);
    const [a, b] = [await newMember(), await newMember()];
    for (const no of [a, b]) {
      await addBalanceLines(t.database.db, campaignId, no);
      await addResponse(t.database.db, campaignId, no);
    }
    const res = await t.app.inject({ method: 'GET', url: endpointPath(endpoints.confirmationExport, { campaign_id: campaignId }), headers: { authorization: `Bearer ${auditor}` } });
    expect(res.statusCode).toBe(200);
    for (const no of [a, b]) expect((await readsOf(no)).map((r) => r.what)).toEqual(['confirmation-export']);
    expect((await accessListOf(a)).data[0]?.what).toBe('ส่งออกผลการยืนยันยอดของท่านให้ผู้สอบบัญชี');
  });

  it("another member's rows never show", async () => {
    const [looked, other] = [await newMember(), await newMember()];
    await staffPost(t.app, endpoints.memberPortalStatus.path, support, { membership_no: looked });
    expect(await accessListOf(other)).toMatchObject({ data: [], total: 0 });
  });

  it('pages the list, newest first', async () => {
    const no = await newMember();
    for (let i = 0; i < 21; i++) {
      t.clock.advanceSeconds(1);
      await staffPost(t.app, endpoints.memberPortalStatus.path, support, { membership_no: no });
    }
    const token = await loginToken(t.app, no);
    const first = (await get(t.app, endpoints.memberAccess.path, token)).json();
    const second = (await get(t.app, `${endpoints.memberAccess.path}?page=2`, token)).json();
    expect([first.data.length, second.data.length, first.total_pages]).toEqual([20, 1, 2]);
    expect(Date.parse(first.data[0].at)).toBeGreaterThan(Date.parse(second.data[0].at));
  });
});

describe('a loan application opened by staff is in the applicant\'s access list', () => {
  let t: TestContext;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'access-record-'));
    t = await startTestApp({ dataDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes one row naming the applicant, told in Thai', async () => {
    const staff = await addStaffUser(t.database.db, 'admin');
    const token = await staffToken(t.app, staff, t.clock.now());
    const productId = await addLoanProduct(t.database.db, [], { terms: { max_amount: '500000', max_installments: 120 } });
    const { token: memberToken, applicationNo } = await submittedApplication(t, productId);
    const res = await get(t.app, endpointPath(endpoints.adminLoanApplication, { application_no: applicationNo }), token);
    expect(res.statusCode).toBe(200);
    const list = (await get(t.app, endpoints.memberAccess.path, memberToken)).json().data as AccessEntry[];
    expect(list.map((e) => [e.staff_name, e.what])).toEqual([[`เจ้าหน้าที่ ${staff.username}`, 'เปิดดูคำขอกู้ที่มีชื่อของท่าน (ในฐานะผู้กู้หรือผู้ค้ำประกัน)']]);
  });
});

describe('member and member-group sign-ins in the access record and the console (issue 27 item 5)', () => {
  let t: TestContext;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await staffToken(t.app, await addStaffUser(t.database.db, 'admin'), t.clock.now());
  });
  afterAll(() => t.close());

  const signInsOf = (subject: string) =>
    t.database.db.selectFrom('access_record').select(['event', 'area', 'what', 'detail']).where('subject', '=', subject).orderBy('id').execute();

  it('records a member\'s good and refused password sign-ins, without the password', async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    await login(t.app, no, 'wrong-guess-1');
    await login(t.app, no);
    expect(await signInsOf(no)).toEqual([
      { event: 'sign-in-failed', area: 'member', what: 'password', detail: 'bad-credentials' },
      { event: 'sign-in', area: 'member', what: 'password', detail: null },
    ]);
    const stored = JSON.stringify(await t.database.db.selectFrom('access_record').selectAll().where('subject', '=', no).execute());
    expect(stored).not.toContain('wrong-guess-1');
    expect(stored).not.toContain(TEST_PASSWORD);
  });

  it("records a member group's good and refused sign-ins", async () => {
    const group = await addMemberGroup(t.database.db);
    const groupLogin = (password: string) =>
      t.app.inject({ method: 'POST', url: endpoints.memberGroupLogin.path, payload: { member_group_no: group, member_group_pass: password } });
    expect((await groupLogin('not-it')).statusCode).toBe(401);
    expect((await groupLogin(TEST_PASSWORD)).statusCode).toBe(200);
    expect(await signInsOf(group)).toEqual([
      { event: 'sign-in-failed', area: 'membergroup', what: 'password', detail: 'bad-credentials' },
      { event: 'sign-in', area: 'membergroup', what: 'password', detail: null },
    ]);
  });

  it('shows staff the sign-ins in the audit log, filtered by account and outcome, in Thai', async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    await login(t.app, no, 'wrong-guess');
    await login(t.app, no);
    const list = async (query: string) => {
      const res = await get(t.app, `${endpoints.auditSignIns.path}?${query}`, admin);
      expect(res.statusCode).toBe(200);
      return res.json().data as SignInEntry[];
    };
    expect((await list(`subject=${no}`)).map((e) => e.sentence)).toEqual([
      `สมาชิก ${no} เข้าสู่ระบบด้วยรหัสผ่าน`,
      `สมาชิก ${no} เข้าสู่ระบบด้วยรหัสผ่านไม่สำเร็จ: เลขทะเบียนหรือรหัสผ่านไม่ถูกต้อง`,
    ]);
    expect((await list(`subject=${no}&outcome=sign-in-failed`)).map((e) => e.succeeded)).toEqual([false]);
    expect(await list(`subject=${no}&area=membergroup`)).toEqual([]);
  });

  it('refuses a day not in the calendar in Thai, and a member cannot read the console list', async () => {
    const bad = await get(t.app, `${endpoints.auditSignIns.path}?from=2026-02-30`, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'วันที่ที่เลือกไม่ถูกต้อง' });
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    expect((await get(t.app, endpoints.auditSignIns.path, await loginToken(t.app, no))).statusCode).toBe(401);
  });
});
