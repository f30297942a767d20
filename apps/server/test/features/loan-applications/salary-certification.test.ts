import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpointPath, endpoints, type LoanApplicationBody, type LoanApplicationDetail, type LoanRule, type PendingCertification } from '@coop/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_TEXT, CERTIFICATION_TEXT } from '../../../src/features/loan-applications/loan-application-text';
import { addDepositAccount } from '../../support/factories/deposits';
import { addKepMonth } from '../../support/factories/kep';
import { addLoanProduct } from '../../support/factories/loan-products';
import { addLoanContract } from '../../support/factories/loans';
import { addGroupWithUnit, addMemberGroup, groupToken } from '../../support/member-groups';
import { addMember, newMembershipNo, TEST_PASSWORD } from '../../support/members';
import { loginToken, memberPost } from '../../support/requests';
import { startTestApp, type TestContext } from '../../support/test-app';

// The test clock reads 22 November 2026 in Thailand. The products lend at 0 %, so 240,000 baht over 120 months is
// 2,000 a month exactly, and every figure below is worked by hand.
const REFINANCE: LoanRule = { kind: 'refinance', type_codes: [], accrued_interest: 'actual_days' };
const SALARY_LEFT: LoanRule = { kind: 'salary_left', min_baht: 3_000, min_percent: 0 };
const ONE_GUARANTOR: LoanRule = { kind: 'guarantors', bands: [{ up_to: null, count: 1 }], pledge: 'none', pledge_percent: 0 };
const THAI = /[\u0E00-\u0E7F]/;

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');

describe('the unit clerk certifies the salary', () => {
  let t: TestContext;
  let dataDir: string;
  let png: Buffer;
  /** Asks the clerk's certificate, no guarantors: submitted, it waits for the clerk at once. */
  let certified: number;
  /** Asks no certificate: straight to staff. */
  let uncertified: number;
  /** Asks the certificate and one guarantor. */
  let guaranteed: number;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salary-certification-test-'));
    t = await startTestApp({ dataDir });
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } }).png().toBuffer();
    const terms = { annual_rate: '0', max_amount: '500000' };
    certified = await addLoanProduct(t.database.db, [REFINANCE, SALARY_LEFT], { terms });
    uncertified = await addLoanProduct(t.database.db, [SALARY_LEFT], { terms: { ...terms, name: 'เงินกู้ฉุกเฉิน', loan_type_code: '10', salary_certificate: false } });
    guaranteed = await addLoanProduct(t.database.db, [ONE_GUARANTOR], { terms: { ...terms, name: 'เงินกู้พิเศษ', loan_type_code: '30' } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const db = () => t.database.db;
  const documents = (): LoanApplicationBody['documents'] => [
    { kind: 'salary_slip', name: 'slip.png', data: dataUrl('image/png', png) },
    { kind: 'id_card', name: 'id.pdf', data: dataUrl('application/pdf', PDF) },
  ];

  /**
   * A member of the unit earning 30,000 with November's deduction: shares 1,000, an ordinary loan's 2,000 (which the
   * new loan pays off) and cremation 40.10, 3,040.10 in all.
   */
  const applicantOf = async (unit: string) => {
    const no = newMembershipNo();
    await addMember(db(), no, { member_group_no: unit, salary: 30_000, member_date: '2015-01-10', prename: 'นาย', first_name: 'สมชาย', last_name: 'ขยันดี' });
    const loan = await addLoanContract(db(), no);
    await addKepMonth(db(), no, { year: 2026, month: 11, posted: false, lines: [
      { item_code: 'SHR', item_name: 'ค่าหุ้นรายเดือน', amount: 1_000 },
      { item_code: 'LON', item_name: 'เงินกู้สามัญ', description: loan.contract_no, principal: 2_000, amount: 2_000 },
      { item_code: 'CRM', item_name: 'เงินสงเคราะห์ศพ', amount: 40.1 },
    ] });
    const account = (await addDepositAccount(db(), no)).account_no;
    return { no, token: await loginToken(t.app, no), account, contractNo: loan.contract_no };
  };
  type Applicant = Awaited<ReturnType<typeof applicantOf>>;
  const apply = async (applicant: Applicant, productId = certified, guarantors: string[] = []) => {
    const res = await memberPost(t.app, endpoints.loanApplicationSubmit.path, applicant.token, {
      product_id: productId, amount: '240000', installments: 120, purpose: 'ปลูกบ้าน', guarantors,
      payout: { kind: 'deposit', account_no: applicant.account }, documents: documents(), consent: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().application_no as string;
  };
  /** A unit with its clerk signed in, and a member of it whose application waits for the clerk. */
  const waiting = async () => {
    const unit = await addMemberGroup(db(), { name: 'กองพันทดสอบที่ 9' });
    const applicant = await applicantOf(unit);
    return { unit, clerk: await groupToken(t.app, unit), applicant, applicationNo: await apply(applicant) };
  };
  const pending = async (clerk: string): Promise<PendingCertification[]> => {
    const res = await memberPost(t.app, endpoints.loanCertifications.path, clerk, {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json().applications as PendingCertification[];
  };
  const certify = (clerk: string, applicationNo: string, figures: { salary: string; deductions?: string } = { salary: '30000' }) =>
    memberPost(t.app, endpoints.loanCertificationCertify.path, clerk, { application_no: applicationNo, ...figures });
  const giveBack = (clerk: string, applicationNo: string, note: string) => memberPost(t.app, endpoints.loanCertificationReturn.path, clerk, { application_no: applicationNo, note });
  const resend = (token: string, payload: Record<string, unknown>) => memberPost(t.app, endpoints.loanApplicationResend.path, token, payload);
  const detail = async (token: string, no: string): Promise<LoanApplicationDetail> => {
    const res = await t.app.inject({ method: 'GET', url: endpointPath(endpoints.loanApplication, { application_no: no }), headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().application as LoanApplicationDetail;
  };
  const statusOf = async (applicationNo: string) =>
    (await db().selectFrom('loan_applications').select('status').where('application_no', '=', applicationNo).executeTakeFirstOrThrow()).status;
  const certificationsOf = (applicationNo: string) =>
    db()
      .selectFrom('loan_application_certifications as c')
      .innerJoin('loan_applications as a', 'a.id', 'c.application_id')
      .select(['c.outcome', 'c.member_group_no', 'c.salary', 'c.deductions', 'c.shown_salary', 'c.shown_deductions', 'c.note', 'c.verdict', 'c.resent_at', 'c.resend_note'])
      .where('a.application_no', '=', applicationNo)
      .orderBy('c.id')
      .execute();
  const stepsOf = async (no: string) =>
    (
      await db()
        .selectFrom('member_inbox as i')
        .innerJoin('member_events as e', 'e.id', 'i.event_id')
        .select('e.params')
        .where('i.membership_no', '=', no)
        .orderBy('i.id')
        .execute()
    ).map((e) => (e.params as { step: string }).step);
  const auditOf = (applicationNo: string) =>
    db().selectFrom('audit_log').select(['actor_kind', 'actor', 'action', 'after']).where('target', '=', applicationNo).orderBy('id').execute();

  describe('where an application goes after its guarantors', () => {
    it('waits for the clerk when the product asks for the certificate and it needs no guarantor', async () => {
      const { applicant, applicationNo } = await waiting();
      expect(await statusOf(applicationNo)).toBe('awaiting_certification');
      expect((await detail(applicant.token, applicationNo)).timeline.filter((s) => s.at === null).map((s) => s.kind)).toEqual(['pending_certification', 'pending_decision', 'pending_payout']);
    });

    it('goes straight to staff when the product asks for none', async () => {
      const applicant = await applicantOf(await addMemberGroup(db()));
      const applicationNo = await apply(applicant, uncertified);
      expect(await statusOf(applicationNo)).toBe('awaiting_decision');
      expect((await detail(applicant.token, applicationNo)).timeline.map((s) => s.kind)).toEqual(['submitted', 'pending_decision', 'pending_payout']);
    });

    it('waits for the clerk once the last guarantor consents', async () => {
      const unit = await addMemberGroup(db());
      const applicant = await applicantOf(unit);
      const guarantor = newMembershipNo();
      await addMember(db(), guarantor, { member_date: '2010-01-10' });
      const applicationNo = await apply(applicant, guaranteed, [guarantor]);
      expect(await statusOf(applicationNo)).toBe('awaiting_guarantors');
      expect(await pending(await groupToken(t.app, unit))).toEqual([]);
      const consent = await memberPost(t.app, endpoints.loanGuaranteeAnswer.path, await loginToken(t.app, guarantor), { application_no: applicationNo, accept: true, password: TEST_PASSWORD });
      expect(consent.statusCode, consent.body).toBe(200);
      expect(await statusOf(applicationNo)).toBe('awaiting_certification');
      expect((await pending(await groupToken(t.app, unit))).map((p) => p.application_no)).toEqual([applicationNo]);
    });
  });

  it("shows the clerk the loan, the salary judged, the unit's deductions and the salary left, worked to the satang", async () => {
    const { clerk, applicant, applicationNo } = await waiting();
    // the read copy's salary changes after submission: the clerk checks the salary the application was judged with
    await db().updateTable('members').set({ salary: 31_000 }).where('membership_no', '=', applicant.no).execute();
    const [shown] = await pending(clerk);
    expect(shown).toMatchObject({
      application_no: applicationNo,
      membership_no: applicant.no,
      applicant_name: 'นายสมชาย ขยันดี',
      product_name: 'เงินกู้สามัญ',
      amount: 240_000,
      installments: 120,
      installment: 2_000,
      salary: 30_000,
      deduction_month: { year: 2026, month: 11 },
      deductions_total: 3_040.1,
      // the ordinary loan's 2,000 ends with the payoff
      other_deductions: 1_040.1,
      salary_left: 26_959.9,
      salary_left_floor: 3_000,
      resent: null,
    });
    expect(shown!.deductions).toEqual([
      { name: 'ค่าหุ้นรายเดือน', description: '', amount: 1_000, paid_off: false },
      { name: 'เงินกู้สามัญ', description: applicant.contractNo, amount: 2_000, paid_off: true },
      { name: 'เงินสงเคราะห์ศพ', description: '', amount: 40.1, paid_off: false },
    ]);
  });

  it("lists only the group's own members: not another group's, and not a unit's for its main group", async () => {
    const { clerk, applicationNo } = await waiting();
    const other = await addMemberGroup(db());
    expect(await pending(await groupToken(t.app, other))).toEqual([]);
    const { main, unit } = await addGroupWithUnit(db());
    const inUnit = await apply(await applicantOf(unit));
    expect(await pending(await groupToken(t.app, main))).toEqual([]);
    expect((await pending(await groupToken(t.app, unit))).map((p) => p.application_no)).toEqual([inUnit]);
    expect((await pending(clerk)).map((p) => p.application_no)).toEqual([applicationNo]);
  });

  it('certifies the salary as judged: recorded with the group and the time, on to staff, the applicant told, audited', async () => {
    const { unit, clerk, applicant, applicationNo } = await waiting();
    const res = await certify(clerk, applicationNo, { salary: '30000.00', deductions: '3040.10' });
    expect([res.statusCode, res.json().rc_des]).toEqual([200, CERTIFICATION_TEXT.certified(applicationNo)]);
    expect(await statusOf(applicationNo)).toBe('awaiting_decision');
    const [row] = await certificationsOf(applicationNo);
    expect(row).toMatchObject({ outcome: 'certified', member_group_no: unit, note: null, verdict: null });
    expect([Number(row!.salary), Number(row!.shown_salary), Number(row!.deductions), Number(row!.shown_deductions)]).toEqual([30_000, 30_000, 3_040.1, 3_040.1]);
    const shown = await detail(applicant.token, applicationNo);
    expect(shown.timeline.map((s) => [s.kind, s.who])).toEqual([
      ['submitted', null],
      ['certified', 'กองพันทดสอบที่ 9'],
      ['pending_decision', null],
      ['pending_payout', null],
    ]);
    expect(await stepsOf(applicant.no)).toEqual(['submitted', 'certified']);
    expect(await auditOf(applicationNo)).toEqual([
      { actor_kind: 'member-group', actor: unit, action: 'salary_certification.certify', after: { membership_no: applicant.no, salary: 30_000, deductions: 3_040.1, rules_met: null } },
    ]);
    expect(await pending(clerk)).toEqual([]);
  });

  it('runs the rules again with a salary that differs and keeps the result for staff', async () => {
    const { clerk, applicationNo } = await waiting();
    // 4,000 less the 1,040.10 that stays and the new 2,000 leaves 959.90, under the 3,000 the rules keep
    const res = await certify(clerk, applicationNo, { salary: '4000' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rc_des).toMatch(/ไม่ผ่านเกณฑ์/);
    const [row] = await certificationsOf(applicationNo);
    expect(row!.verdict).toMatchObject({ may_apply: false, salary: 4_000, other_deductions: 1_040.1, least_salary_left: 959.9 });
    expect((row!.verdict as { checks: { kind: string; status: string }[] }).checks.find((c) => c.kind === 'salary_left')?.status).toBe('fail');
    expect(await statusOf(applicationNo)).toBe('awaiting_decision');
  });

  it('runs the rules again with the deductions the unit certifies', async () => {
    const { clerk, applicationNo } = await waiting();
    // the unit deducts 500 more than the portal knows of: 30,000 less 1,540.10 and 2,000 leaves 26,459.90
    expect((await certify(clerk, applicationNo, { salary: '30000', deductions: '3540.10' })).statusCode).toBe(200);
    const [row] = await certificationsOf(applicationNo);
    expect(row!.verdict).toMatchObject({ may_apply: true, salary: 30_000, deductions: 3_540.1, least_salary_left: 26_459.9 });
  });

  it("answers another group's application as one that does not exist, and writes nothing", async () => {
    const { applicationNo } = await waiting();
    const stranger = await groupToken(t.app, await addMemberGroup(db()));
    for (const res of [await certify(stranger, applicationNo), await giveBack(stranger, applicationNo, 'ไม่ใช่สมาชิกของเรา')]) {
      expect([res.statusCode, res.json().error]).toEqual([404, CERTIFICATION_TEXT.notFound]);
    }
    expect(await certificationsOf(applicationNo)).toEqual([]);
    expect(await statusOf(applicationNo)).toBe('awaiting_certification');
  });

  it('refuses in Thai to certify twice, or an application not waiting for the clerk', async () => {
    const { clerk, applicationNo } = await waiting();
    expect((await certify(clerk, applicationNo)).statusCode).toBe(200);
    const twice = await certify(clerk, applicationNo);
    expect([twice.statusCode, twice.json().error]).toEqual([409, CERTIFICATION_TEXT.notAwaiting]);
    const back = await giveBack(clerk, applicationNo, 'ขอสลิปใหม่');
    expect([back.statusCode, back.json().error]).toEqual([409, CERTIFICATION_TEXT.notAwaiting]);
    expect(await certificationsOf(applicationNo)).toHaveLength(1);

    const unit = await addMemberGroup(db());
    const applicant = await applicantOf(unit);
    const guarantor = newMembershipNo();
    await addMember(db(), guarantor);
    const early = await apply(applicant, guaranteed, [guarantor]);
    const res = await certify(await groupToken(t.app, unit), early);
    expect([res.statusCode, res.json().error]).toEqual([409, CERTIFICATION_TEXT.notAwaiting]);
  });

  it('refuses a certificate with a salary that is not an amount, with Thai words', async () => {
    const { clerk, applicationNo } = await waiting();
    for (const salary of ['0', '-5', 'สามหมื่น', '30000.123']) {
      const res = await certify(clerk, applicationNo, { salary });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(THAI);
    }
    expect(await certificationsOf(applicationNo)).toEqual([]);
  });

  it('refuses a return without a note, in Thai, and writes nothing', async () => {
    const { clerk, applicant, applicationNo } = await waiting();
    const res = await giveBack(clerk, applicationNo, '   ');
    expect([res.statusCode, res.json().error]).toEqual([400, CERTIFICATION_TEXT.noteNeeded]);
    expect(await certificationsOf(applicationNo)).toEqual([]);
    expect(await stepsOf(applicant.no)).toEqual(['submitted']);
  });

  it('returns an application with a note the member reads; it leaves the list until the member sends it back', async () => {
    const { unit, clerk, applicant, applicationNo } = await waiting();
    const res = await giveBack(clerk, applicationNo, 'สลิปเงินเดือนไม่ชัด กรุณาแนบใหม่');
    expect([res.statusCode, res.json().rc_des]).toEqual([200, CERTIFICATION_TEXT.returned(applicationNo)]);
    expect(await statusOf(applicationNo)).toBe('awaiting_certification');
    expect(await pending(clerk)).toEqual([]);
    const shown = await detail(applicant.token, applicationNo);
    expect(shown.resendable).toBe(true);
    expect(shown.timeline[1]).toMatchObject({ kind: 'certification_returned', who: 'กองพันทดสอบที่ 9', note: 'สลิปเงินเดือนไม่ชัด กรุณาแนบใหม่' });
    expect(await stepsOf(applicant.no)).toEqual(['submitted', 'certification_returned']);
    expect((await auditOf(applicationNo)).map((a) => [a.actor_kind, a.actor, a.action])).toEqual([['member-group', unit, 'salary_certification.return']]);
    const meanwhile = await certify(clerk, applicationNo);
    expect([meanwhile.statusCode, meanwhile.json().error]).toEqual([409, CERTIFICATION_TEXT.notAwaiting]);
  });

  it('takes the member’s corrected salary slip and note, and the application waits for the clerk again', async () => {
    const { clerk, applicant, applicationNo } = await waiting();
    expect((await giveBack(clerk, applicationNo, 'สลิปเงินเดือนไม่ชัด')).statusCode).toBe(200);
    const slipBefore = await db()
      .selectFrom('loan_application_documents as d')
      .innerJoin('loan_applications as a', 'a.id', 'd.application_id')
      .select('d.file_name')
      .where('a.application_no', '=', applicationNo)
      .where('d.kind', '=', 'salary_slip')
      .executeTakeFirstOrThrow();
    const res = await resend(applicant.token, { application_no: applicationNo, documents: [{ kind: 'salary_slip', name: 'slip.pdf', data: dataUrl('application/pdf', PDF) }], note: 'แนบสลิปเดือนล่าสุดแล้ว' });
    expect([res.statusCode, res.json().rc_des]).toEqual([200, CERTIFICATION_TEXT.resent]);
    const shown = await detail(applicant.token, applicationNo);
    expect(shown.resendable).toBe(false);
    expect(shown.documents.map((d) => [d.kind, d.original_name])).toEqual([['id_card', 'id.pdf'], ['salary_slip', 'slip.pdf']]);
    expect(shown.timeline.map((s) => [s.kind, s.note])).toEqual([
      ['submitted', null],
      ['certification_returned', 'สลิปเงินเดือนไม่ชัด'],
      ['edited', 'แนบสลิปเดือนล่าสุดแล้ว'],
      ['pending_certification', null],
      ['pending_decision', null],
      ['pending_payout', null],
    ]);
    const [again] = await pending(clerk);
    expect(again).toMatchObject({ application_no: applicationNo, resent: { note: 'แนบสลิปเดือนล่าสุดแล้ว' } });
    // the replaced slip's file is gone
    expect(fs.readdirSync(path.join(dataDir, 'loan-documents'))).not.toContain(slipBefore.file_name);
    expect((await certify(clerk, applicationNo)).statusCode).toBe(200);
  });

  it('refuses a resend with nothing in it, one not returned, and another member’s, in Thai', async () => {
    const { clerk, applicant, applicationNo } = await waiting();
    const early = await resend(applicant.token, { application_no: applicationNo, documents: [], note: 'ส่งอีกครั้ง' });
    expect([early.statusCode, early.json().error]).toEqual([409, CERTIFICATION_TEXT.notReturned]);
    expect((await giveBack(clerk, applicationNo, 'ขอสลิปใหม่')).statusCode).toBe(200);
    const empty = await resend(applicant.token, { application_no: applicationNo, documents: [] });
    expect([empty.statusCode, empty.json().error]).toEqual([400, CERTIFICATION_TEXT.resendEmpty]);
    const other = await applicantOf(await addMemberGroup(db()));
    const theirs = await resend(other.token, { application_no: applicationNo, documents: [], note: 'ของฉัน' });
    expect([theirs.statusCode, theirs.json().error]).toEqual([404, APPLICATION_TEXT.notFound]);
    expect((await certificationsOf(applicationNo)).map((c) => c.resent_at)).toEqual([null]);
  });

  it('takes the first of two clerks answering at once and refuses the others, with one answer written', async () => {
    const { unit, clerk, applicationNo } = await waiting();
    // the group's login used in two browsers at once
    const second = await groupToken(t.app, unit);
    const answers = await Promise.all([certify(clerk, applicationNo), certify(second, applicationNo, { salary: '29000' }), giveBack(second, applicationNo, 'ขอเอกสารเพิ่ม')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const written = await certificationsOf(applicationNo);
    expect(written).toHaveLength(1);
    // whichever came first, a certificate or the return, the application stands where that one left it
    expect(await statusOf(applicationNo)).toBe(written[0]!.outcome === 'certified' ? 'awaiting_decision' : 'awaiting_certification');
  });

  it("refuses the clerk's routes to a member's session", async () => {
    const { applicant, applicationNo } = await waiting();
    const res = await certify(applicant.token, applicationNo);
    expect(res.statusCode).toBe(401);
    expect(await certificationsOf(applicationNo)).toEqual([]);
  });
});
