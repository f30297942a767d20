import { endpoints } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobDefinition } from '../../src/jobs/job-definition';
import { importJob } from '../../src/features/data-import/jobs';
import { deliveryJob } from '../../src/notify/delivery-job';
import { ChannelPeer, peerSender } from '../support/channel-peer';
import { addBalanceLines, addCampaign, addSignOff } from '../support/factories/confirmation';
import { importThroughConsole } from '../support/console-import';
import { addDepositAccount } from '../support/factories/deposits';
import { addLoanProduct } from '../support/factories/loan-products';
import { csv, importContent, newGroupNo } from '../support/import-files';
import { addMember, newMembershipNo, TEST_PASSWORD } from '../support/members';
import { loginToken, memberPost } from '../support/requests';
import { addStaffUser } from '../support/staff';
import { staffPost, staffToken } from '../support/staff-requests';
import { startTestApp, type TestContext } from '../support/test-app';

const KEP = 'membership_no,year,month,member_group_no,receipt_no,receipt_date,posted,share_total,principal_total,interest_total,amount_total';

describe('where members\' events come from: each source writes the inbox entry and sends on the chosen channel', () => {
  let t: TestContext;
  let admin: string;
  const push = new ChannelPeer();
  beforeAll(async () => {
    await push.start();
    t = await startTestApp({}, undefined, undefined, [deliveryJob as JobDefinition, importJob as JobDefinition], [peerSender('push', push)]);
    admin = await staffToken(t.app, await addStaffUser(t.database.db, 'admin'), t.clock.now());
  });
  afterAll(async () => {
    await t.close();
    await push.close();
  });

  /** The member's inbox through a session of its own (each sign-in after the first is from a new device). */
  const inboxOf = async (no: string, token?: string) => {
    token ??= await loginToken(t.app, no);
    return (await t.app.inject({ method: 'GET', url: endpoints.memberInbox.path, headers: { authorization: `Bearer ${token}` } })).json().data as { kind: string; title: string; body: string; link: string }[];
  };
  const entriesOf = (no: string) => t.database.db.selectFrom('member_inbox as i').innerJoin('member_events as e', 'e.id', 'i.event_id').where('i.membership_no', '=', no).select(['e.kind', 'e.key']).orderBy('i.id').execute();
  /** A file through the console: uploaded, then its job run (the deliveries it queued with it). */
  const upload = (dataset: string, file: string) => importThroughConsole(t.app, admin, file, { dataset, file_name: `${dataset}.csv`, calendar: 'buddhist' });

  it('an imported month not yet posted bills each member their amount; posting it later tells them again; importing again adds nothing', async () => {
    const group = newGroupNo();
    await importContent(t.database.db, 'groups', csv('member_group_no,name', `${group},หน่วยทดสอบ`));
    const [a, b] = [newMembershipNo(), newMembershipNo()];
    await addMember(t.database.db, a);
    await addMember(t.database.db, b);
    await t.database.db.insertInto('notification_preferences').values({ membership_no: a, kind: 'deduction-billed', channel: 'push', updated_at: t.clock.now() }).execute();
    const header = (no: string, posted: number, amount: string) => `${no},2572,3,${group},R3${no},31/03/2572,${posted},0,0,0,${amount}`;
    expect(await upload('kep-headers', csv(KEP, header(a, 0, '1234.50'), header(b, 0, '99.01')))).toMatchObject({ outcome: 'imported' });
    expect(await entriesOf(a)).toEqual([{ kind: 'deduction-billed', key: 'deduction-billed:2029-03' }]);
    const [entry] = await inboxOf(a);
    expect(entry).toMatchObject({ title: 'ใบเรียกเก็บเดือนมีนาคม 2572', body: 'ยอดเรียกเก็บเดือนนี้ของท่าน 1,234.50 บาท', link: '/member/kep' });
    await t.app.jobs.drain();
    expect(push.received.filter((m) => m.membershipNo === a).map((m) => m.body)).toEqual(['ยอดเรียกเก็บเดือนนี้ของท่าน 1,234.50 บาท']);

    await upload('kep-headers', csv(KEP, header(a, 0, '1234.50'), header(b, 0, '99.01')));
    expect(await entriesOf(b)).toHaveLength(1);
    await upload('kep-headers', csv(KEP, header(a, 1, '1234.50'), header(b, 1, '99.01')));
    expect((await entriesOf(b)).map((e) => e.kind)).toEqual(['deduction-billed', 'deduction-posted']);
    expect((await inboxOf(b))[0]).toMatchObject({ title: 'ผ่านรายการเรียกเก็บเดือนมีนาคม 2572แล้ว', body: expect.stringContaining('99.01 บาท') });
  });

  it('a year of dividends reaches its members once the year is approved, with dividend, refund and net', async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    await upload('dividend-years', csv('year,dividend_rate,refund_rate,approved', '2575,5.5,10,0'));
    await upload('dividends', csv('membership_no,year,share_base,dividend_amount,interest_paid,refund_amount,net_amount,pay_method', `${no},2575,10000,550,1000,100,650,โอน`));
    expect(await entriesOf(no)).toEqual([]);
    await upload('dividend-years', csv('year,dividend_rate,refund_rate,approved', '2575,5.5,10,1'));
    expect((await inboxOf(no))[0]).toMatchObject({ kind: 'dividend-published', body: 'เงินปันผล 550.00 บาท เงินเฉลี่ยคืน 100.00 บาท รับสุทธิ 650.00 บาท', link: '/member/dividend' });
  });

  it('a payment-service decision tells the member, with the account and the note', async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    const account = (await addDepositAccount(t.database.db, no)).account_no;
    const token = await loginToken(t.app, no);
    const id = (await memberPost(t.app, endpoints.memberPaymentServiceRequest.path, token, { account_no: account, mobile: '0912345678', consent: true })).json().id as number;
    await staffPost(t.app, endpoints.paymentRequestDecision.path, admin, { id, decision: 'rejected', note: 'บัญชีถูกอายัด' });
    expect((await inboxOf(no, token))[0]).toMatchObject({ kind: 'payment-service-decided', title: 'ไม่อนุมัติคำขอบริการชำระเงิน', body: `บัญชี ${account} หมายเหตุ: บัญชีถูกอายัด`, link: '/member/requestpromoney' });
  });

  it('a password change is a security event in the inbox', async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    const token = await loginToken(t.app, no);
    const res = await memberPost(t.app, endpoints.memberPassword.path, token, { mem_oldpassword: TEST_PASSWORD, mem_password: 'Kh0ngRuu-Ngai-2569' });
    expect(res.json()).toMatchObject({ rc_code: '1' });
    expect((await entriesOf(no)).map((e) => e.kind)).toEqual(['password-changed']);
  });

  it('a second sign-in from a browser the portal has not seen is a new-device event; the first sign-in is not', async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    await loginToken(t.app, no);
    expect(await entriesOf(no)).toEqual([]);
    await loginToken(t.app, no);
    expect((await entriesOf(no)).map((e) => e.kind)).toEqual(['new-device']);
  });

  it('opening a confirmation campaign tells each member with lines in it, once', async () => {
    const [inside, outside] = [newMembershipNo(), newMembershipNo()];
    await addMember(t.database.db, inside);
    await addMember(t.database.db, outside);
    // a year of its own: one campaign per year, and other tests share the database
    const id = await addCampaign(t.database.db, 2031, { status: 'draft' });
    await addBalanceLines(t.database.db, id, inside);
    await addSignOff(t.database.db, id);
    expect((await staffPost(t.app, endpoints.confirmationCampaignOpen.path, admin, { id })).statusCode).toBe(200);
    expect(await entriesOf(inside)).toEqual([{ kind: 'confirmation-opened', key: `confirmation-opened:${id}` }]);
    expect(await entriesOf(outside)).toEqual([]);
    expect((await inboxOf(inside))[0]).toMatchObject({ title: 'เปิดให้ยืนยันยอดประจำปี 2574', link: '/member/confirmData' });
  });
  it('a loan application asks its guarantor on the chosen channel, and the consent tells the applicant', async () => {
    const db = t.database.db;
    const productId = await addLoanProduct(db, [{ kind: 'guarantors', bands: [{ up_to: null, count: 1 }], pledge: 'none', pledge_percent: 0 }]);
    const [applicant, guarantor] = [newMembershipNo(), newMembershipNo()];
    await addMember(db, applicant);
    await addMember(db, guarantor, { prename: 'นาย', first_name: 'สมชาย', last_name: 'ใจดี' });
    await db.insertInto('notification_preferences').values({ membership_no: guarantor, kind: 'loan-guarantee-asked', channel: 'push', updated_at: t.clock.now() }).execute();
    const account = (await addDepositAccount(db, applicant)).account_no;
    const pdf = `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1').toString('base64')}`;
    const submitted = await memberPost(t.app, endpoints.loanApplicationSubmit.path, await loginToken(t.app, applicant), {
      product_id: productId, amount: '50000', installments: 24, purpose: 'ซ่อมบ้าน', guarantors: [guarantor], payout: { kind: 'deposit', account_no: account },
      documents: [{ kind: 'salary_slip', name: 'slip.pdf', data: pdf }, { kind: 'id_card', name: 'id.pdf', data: pdf }], consent: true,
    });
    const applicationNo = submitted.json().application_no as string;
    await t.app.jobs.drain();
    expect(push.received.filter((m) => m.membershipNo === guarantor).map((m) => m.body)).toEqual([expect.stringContaining(`ขอกู้ 50,000.00 บาท คำขอเลขที่ ${applicationNo}`)]);
    const guarantorToken = await loginToken(t.app, guarantor);
    await memberPost(t.app, endpoints.loanGuaranteeAnswer.path, guarantorToken, { application_no: applicationNo, accept: true, password: TEST_PASSWORD });
    expect((await inboxOf(applicant)).filter((e) => e.kind === 'loan-application-progress')[0]).toMatchObject({ title: `คำขอกู้เลขที่ ${applicationNo}: ผู้ค้ำประกันยินยอมแล้ว`, body: 'นายสมชาย ใ***', link: `/member/loan-applications/${applicationNo}` });
  });
});
