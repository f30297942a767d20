import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  endpointPath,
  endpoints,
  type GuaranteeRequest,
  type LoanApplicationBody,
  type LoanApplicationDetail,
  type LoanRule,
} from '@coop/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_TEXT } from '../../../src/auth/support-text';
import { APPLICATION_TEXT, CONSENT_TEXT } from '../../../src/features/loan-applications/loan-application-text';
import { DOCUMENT_TEXT } from '../../../src/storage/checked-document';
import { QUOTE_REFUSAL } from '../../../src/loans/loan-rule-text';
import { addDepositAccount } from '../../support/factories/deposits';
import { addLoanProduct } from '../../support/factories/loan-products';
import { addLoanContract } from '../../support/factories/loans';
import { addMember, newMembershipNo, TEST_PASSWORD } from '../../support/members';
import { loginToken, memberPost } from '../../support/requests';
import { addStaffUser } from '../../support/staff';
import { staffPost, staffToken } from '../../support/staff-requests';
import { startTestApp, type TestContext } from '../../support/test-app';

// The test clock reads 22 November 2026 in Thailand (2569 in the Buddhist era).
const GUARANTORS: LoanRule = { kind: 'guarantors', bands: [{ up_to: 100_000, count: 1 }, { up_to: null, count: 2 }], pledge: 'none', pledge_percent: 0 };
const LIMITS: LoanRule = { kind: 'guarantor_limits', min_membership_months: 6, max_loans: 2, max_salary_multiple: null, max_share_percent: null };
const THAI = /[\u0E00-\u0E7F]/;

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');

describe('loan applications and guarantors’ consent', () => {
  let t: TestContext;
  let dataDir: string;
  let png: Buffer;
  let productId: number;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loan-application-test-'));
    t = await startTestApp({ dataDir });
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } }).png().toBuffer();
    productId = await addLoanProduct(t.database.db, [GUARANTORS, LIMITS], { terms: { max_amount: '500000', max_installments: 120 } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const db = () => t.database.db;
  const member = async (fields: Parameters<typeof addMember>[2] = {}) => {
    const no = newMembershipNo();
    await addMember(db(), no, { salary: 30_000, member_date: '2015-01-10', ...fields });
    return { no, token: await loginToken(t.app, no) };
  };
  /** An applicant with a deposit account to be paid into, and the guarantors an amount over 100,000 needs. */
  const applicantWithGuarantors = async () => {
    const applicant = await member();
    const account = (await addDepositAccount(db(), applicant.no)).account_no;
    const first = await member({ prename: 'นาย', first_name: 'สมชาย', last_name: 'ใจดี' });
    const second = await member({ prename: 'นาง', first_name: 'สมศรี', last_name: 'รักเรียน' });
    return { applicant, account, first, second };
  };
  const documents = (): LoanApplicationBody['documents'] => [
    { kind: 'salary_slip', name: 'slip.png', data: dataUrl('image/png', png) },
    { kind: 'id_card', name: 'id.pdf', data: dataUrl('application/pdf', PDF) },
  ];
  const body = (account: string, guarantors: string[], extra: Partial<LoanApplicationBody> = {}): LoanApplicationBody => ({
    product_id: productId,
    amount: '200000',
    installments: 60,
    purpose: 'ซ่อมแซมบ้าน',
    guarantors,
    payout: { kind: 'deposit', account_no: account },
    documents: documents(),
    consent: true,
    ...extra,
  });
  const submit = (token: string, payload: unknown) => memberPost(t.app, endpoints.loanApplicationSubmit.path, token, payload);
  const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const detail = async (token: string, no: string): Promise<LoanApplicationDetail> => {
    const res = await get(token, endpointPath(endpoints.loanApplication, { application_no: no }));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().application as LoanApplicationDetail;
  };
  const applicationsOf = (no: string) => db().selectFrom('loan_applications').selectAll().where('membership_no', '=', no).execute();
  const storedFiles = () => (fs.existsSync(path.join(dataDir, 'loan-documents')) ? fs.readdirSync(path.join(dataDir, 'loan-documents')) : []);
  const inboxOf = (no: string) =>
    db()
      .selectFrom('member_inbox as i')
      .innerJoin('member_events as e', 'e.id', 'i.event_id')
      .select(['e.kind', 'e.params'])
      .where('i.membership_no', '=', no)
      .orderBy('i.id')
      .execute();
  const answer = (token: string, applicationNo: string, accept: boolean, password = TEST_PASSWORD) =>
    memberPost(t.app, endpoints.loanGuaranteeAnswer.path, token, { application_no: applicationNo, accept, password });
  /** A submitted application with two guarantors, answered 200. */
  const submitted = async () => {
    const people = await applicantWithGuarantors();
    const res = await submit(people.applicant.token, body(people.account, [people.first.no, people.second.no]));
    expect(res.statusCode, res.body).toBe(200);
    return { ...people, applicationNo: res.json().application_no as string };
  };

  it('takes an application: one number, the version judged, the guarantors asked with their share, the timeline ahead', async () => {
    const { applicant, first, second, applicationNo } = await submitted();
    expect(applicationNo).toMatch(/^LA-2569-\d{6}$/);
    const [row] = await applicationsOf(applicant.no);
    expect(row).toMatchObject({ status: 'awaiting_guarantors', installments: 60, version_id: expect.any(Number) });
    expect(row!.verdict).toMatchObject({ may_apply: true, guarantors_required: 2, judged_on: '2026-11-22' });
    const shown = await detail(applicant.token, applicationNo);
    expect(shown.guarantors).toEqual([
      { membership_no: first.no, name: 'นายสมชาย ใ***', amount: 100_000, status: 'pending', answered_at: null },
      { membership_no: second.no, name: 'นางสมศรี รั***', amount: 100_000, status: 'pending', answered_at: null },
    ]);
    expect(shown.timeline.map((s) => s.kind)).toEqual(['submitted', 'pending_guarantor', 'pending_guarantor', 'pending_certification', 'pending_decision', 'pending_payout']);
    expect(shown).toMatchObject({ editable: true, cancellable: true, guarantors_required: 2 });
    expect((await inboxOf(first.no)).map((e) => e.kind)).toEqual(['loan-guarantee-asked']);
    expect((await inboxOf(applicant.no)).map((e) => e.kind)).toEqual(['loan-application-progress']);
  });

  it('keeps the documents outside the web root: the picture re-encoded as JPEG, the PDF as sent, each only to its applicant', async () => {
    const { applicant, first, applicationNo } = await submitted();
    const slip = await get(applicant.token, endpointPath(endpoints.loanApplicationDocument, { application_no: applicationNo, kind: 'salary_slip' }));
    expect(slip.statusCode).toBe(200);
    expect(slip.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(slip.rawPayload).metadata()).format).toBe('jpeg');
    const card = await get(applicant.token, endpointPath(endpoints.loanApplicationDocument, { application_no: applicationNo, kind: 'id_card' }));
    expect(card.rawPayload.equals(PDF)).toBe(true);
    expect(card.headers['content-security-policy']).toContain('sandbox');
    const theirs = await get(first.token, endpointPath(endpoints.loanApplicationDocument, { application_no: applicationNo, kind: 'id_card' }));
    expect([theirs.statusCode, theirs.json().error]).toEqual([404, APPLICATION_TEXT.documentNotFound]);
  });

  it("answers another member's application as one that does not exist", async () => {
    const { applicationNo } = await submitted();
    const other = await member();
    const theirs = await get(other.token, endpointPath(endpoints.loanApplication, { application_no: applicationNo }));
    const none = await get(other.token, endpointPath(endpoints.loanApplication, { application_no: 'LA-2569-999999' }));
    expect([theirs.statusCode, theirs.json().error]).toEqual([none.statusCode, none.json().error]);
    expect(theirs.statusCode).toBe(404);
    const cancel = await memberPost(t.app, endpoints.loanApplicationCancel.path, other.token, { application_no: applicationNo });
    expect(cancel.statusCode).toBe(404);
  });

  it('shows the applicant only a masked name and a yes or no for a guarantor, and counts the lookups', async () => {
    const { applicant, first } = await applicantWithGuarantors();
    const full = await member({ member_date: '2015-01-10' });
    for (let i = 0; i < 2; i += 1) await addLoanContract(db(), (await member()).no, { guarantors: [full.no] });
    const look = (no: string) => memberPost(t.app, endpoints.loanGuarantorLookup.path, applicant.token, { product_id: productId, membership_no: no });
    const yes = await look(first.no);
    expect(yes.json()).toEqual({ rc_code: '1', membership_no: first.no, name: 'นายสมชาย ใ***', can_guarantee: true });
    expect((await look(full.no)).json()).toMatchObject({ can_guarantee: false });
    for (let i = 0; i < 18; i += 1) await look(first.no);
    const over = await look(first.no);
    expect([over.statusCode, over.json().error]).toEqual([429, APPLICATION_TEXT.lookupThrottled]);
  });

  describe('refuses in Thai and writes nothing', () => {
    type People = Awaited<ReturnType<typeof applicantWithGuarantors>>;
    const refused = async (make: (p: People) => LoanApplicationBody, status: number, error: string | ((p: People) => string)) => {
      const people = await applicantWithGuarantors();
      const files = storedFiles().length;
      const res = await submit(people.applicant.token, make(people));
      expect([res.statusCode, res.json().error]).toEqual([status, typeof error === 'string' ? error : error(people)]);
      expect(await applicationsOf(people.applicant.no)).toEqual([]);
      expect(await inboxOf(people.first.no)).toEqual([]);
      expect(storedFiles()).toHaveLength(files);
    };

    it('the applicant as their own guarantor', () => refused((p) => body(p.account, [p.first.no, p.applicant.no]), 400, APPLICATION_TEXT.ownGuarantor));
    it('a guarantor twice, once as typed without the zeros', () =>
      refused((p) => body(p.account, [p.first.no, String(Number(p.first.no))]), 400, (p) => APPLICATION_TEXT.guarantorTwice(p.first.no)));
    it('a resigned guarantor', async () => {
      const resigned = newMembershipNo();
      await addMember(db(), resigned, { member_status: 'ลาออก' });
      await refused((p) => body(p.account, [p.first.no, resigned]), 400, APPLICATION_TEXT.guarantorUnknown(resigned));
    });
    it('an unknown guarantor', () => refused((p) => body(p.account, [p.first.no, '0000009']), 400, APPLICATION_TEXT.guarantorUnknown('0000009')));
    it('fewer guarantors than the amount needs', () => refused((p) => body(p.account, [p.first.no]), 400, APPLICATION_TEXT.guarantorCount(2, 1)));
    it('an amount over the product', () => refused((p) => body(p.account, [p.first.no, p.second.no], { amount: '500000.01' }), 400, QUOTE_REFUSAL.overAmount('เงินกู้สามัญ', 50_000_000)));
    it('a term over the product', () => refused((p) => body(p.account, [p.first.no, p.second.no], { installments: 121 }), 400, QUOTE_REFUSAL.overInstallments('เงินกู้สามัญ', 120)));
    it("another member's deposit account", async () => {
      const stranger = (await addDepositAccount(db(), (await member()).no)).account_no;
      await refused((p) => body(stranger, [p.first.no, p.second.no]), 400, APPLICATION_TEXT.notYourAccount);
    });
    it('no consent', () => refused((p) => body(p.account, [p.first.no, p.second.no], { consent: false }), 400, APPLICATION_TEXT.consentNeeded));
    it('a document missing', () => refused((p) => body(p.account, [p.first.no, p.second.no], { documents: documents().slice(0, 1) }), 400, APPLICATION_TEXT.documentsNeeded));
    it('a page of HTML sent as a PDF', () =>
      refused(
        (p) => body(p.account, [p.first.no, p.second.no], { documents: [documents()[0]!, { kind: 'id_card', name: 'id.pdf', data: dataUrl('application/pdf', Buffer.from('<html><script>alert(1)</script></html>')) }] }),
        400,
        DOCUMENT_TEXT.notDocument('id.pdf'),
      ));
    it('a picture that says it is a PDF', () =>
      refused(
        (p) => body(p.account, [p.first.no, p.second.no], { documents: [documents()[0]!, { kind: 'id_card', name: 'id.pdf', data: dataUrl('application/pdf', png) }] }),
        400,
        DOCUMENT_TEXT.notWhatItClaims('id.pdf'),
      ));
    it('a PDF that runs a script', () =>
      refused(
        (p) =>
          body(p.account, [p.first.no, p.second.no], {
            documents: [documents()[0]!, { kind: 'id_card', name: 'id.pdf', data: dataUrl('application/pdf', Buffer.from('%PDF-1.4\n<< /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\n%%EOF\n', 'latin1')) }],
          }),
        400,
        DOCUMENT_TEXT.activePdf('id.pdf'),
      ));
  });

  it('refuses an application while a support user looks at the portal as the member', async () => {
    const { applicant, account, first, second } = await applicantWithGuarantors();
    const support = await staffToken(t.app, await addStaffUser(db(), 'support'), t.clock.now());
    expect((await staffPost(t.app, endpoints.memberImpersonate.path, support, { membership_no: applicant.no, reason: 'สมาชิกขอให้ช่วยดูคำขอกู้' })).statusCode).toBe(200);
    const opened = await t.app.inject({ method: 'GET', url: endpoints.impersonationSession.path, headers: { authorization: `Bearer ${support}` } });
    const res = await submit(opened.json().token as string, body(account, [first.no, second.no]));
    expect([res.statusCode, res.json().error]).toEqual([403, SUPPORT_TEXT.refusedWhileImpersonating]);
    expect(await applicationsOf(applicant.no)).toEqual([]);
  });

  it('refuses a second open application of the same product', async () => {
    const { applicant, account, first, second } = await submitted();
    const res = await submit(applicant.token, body(account, [first.no, second.no]));
    expect([res.statusCode, res.json().error]).toEqual([409, APPLICATION_TEXT.openExists]);
    expect(await applicationsOf(applicant.no)).toHaveLength(1);
  });

  it("shows the guarantor the applicant, the loan and their own exposure after signing", async () => {
    const { applicant, first, applicationNo } = await submitted();
    await addLoanContract(db(), (await member()).no, { guarantors: [first.no], fields: { approved_amount: 50_000 } });
    const res = await get(first.token, endpointPath(endpoints.loanGuaranteeRequest, { application_no: applicationNo }));
    expect(res.statusCode, res.body).toBe(200);
    const request = res.json().request as GuaranteeRequest;
    expect(request).toMatchObject({ applicant_no: applicant.no, amount: 200_000, installments: 60, my_amount: 100_000, status: 'pending', answerable: true });
    // the factory's contract owes 50,000 less three installments of 2,000
    expect(request.exposure).toMatchObject({ loans_now: 1, total_now: 44_000, loans_after: 2, total_after: 144_000, max_loans: 2, total_limit: null, can_guarantee: true });
    const stranger = await member();
    expect((await get(stranger.token, endpointPath(endpoints.loanGuaranteeRequest, { application_no: applicationNo }))).statusCode).toBe(404);
  });

  it('takes a consent only with the password: a wrong one changes nothing', async () => {
    const { first, applicant, applicationNo } = await submitted();
    const wrong = await answer(first.token, applicationNo, true, 'not-the-password');
    expect([wrong.statusCode, wrong.json().error]).toEqual([400, CONSENT_TEXT.wrongPassword]);
    expect((await detail(applicant.token, applicationNo)).guarantors[0]!.status).toBe('pending');
  });

  it('records a consent on the timeline, tells the applicant, and ends editing', async () => {
    const { first, applicant, account, second, applicationNo } = await submitted();
    const res = await answer(first.token, applicationNo, true);
    expect([res.statusCode, res.json().rc_des]).toEqual([200, CONSENT_TEXT.accepted]);
    const shown = await detail(applicant.token, applicationNo);
    expect(shown.timeline.map((s) => [s.kind, s.who])).toEqual([
      ['submitted', null],
      ['guarantor_accepted', 'นายสมชาย ใ***'],
      ['pending_guarantor', 'นางสมศรี รั***'],
      ['pending_certification', null],
      ['pending_decision', null],
      ['pending_payout', null],
    ]);
    expect(shown.editable).toBe(false);
    expect((await inboxOf(applicant.no)).map((e) => (e.params as { step: string }).step)).toEqual(['submitted', 'guarantor_accepted']);
    const again = await answer(first.token, applicationNo, false);
    expect([again.statusCode, again.json().error]).toEqual([409, CONSENT_TEXT.answered]);
    const edit = await memberPost(t.app, endpoints.loanApplicationEdit.path, applicant.token, { ...body(account, [first.no, second.no]), product_id: undefined, consent: undefined, documents: [], application_no: applicationNo });
    expect([edit.statusCode, edit.json().error]).toEqual([409, APPLICATION_TEXT.notEditable]);
  });

  it('moves on to the unit clerk once every guarantor has consented', async () => {
    const { first, second, applicant, applicationNo } = await submitted();
    expect((await answer(first.token, applicationNo, true)).statusCode).toBe(200);
    expect((await answer(second.token, applicationNo, true)).statusCode).toBe(200);
    const shown = await detail(applicant.token, applicationNo);
    expect(shown.status).toBe('awaiting_certification');
    expect(shown.timeline.filter((s) => s.at === null).map((s) => s.kind)).toEqual(['pending_certification', 'pending_decision', 'pending_payout']);
  });

  it('tells the applicant of a decline, who names another guarantor in that place', async () => {
    const { first, applicant, applicationNo } = await submitted();
    expect((await answer(first.token, applicationNo, false)).statusCode).toBe(200);
    expect((await inboxOf(applicant.no)).map((e) => (e.params as { step: string }).step)).toContain('guarantor_declined');
    const own = await memberPost(t.app, endpoints.loanApplicationGuarantor.path, applicant.token, { application_no: applicationNo, replaces: first.no, membership_no: applicant.no });
    expect([own.statusCode, own.json().error]).toEqual([400, APPLICATION_TEXT.ownGuarantor]);
    const third = await member({ prename: 'นาย', first_name: 'สมหมาย', last_name: 'มั่นคง' });
    const named = await memberPost(t.app, endpoints.loanApplicationGuarantor.path, applicant.token, { application_no: applicationNo, replaces: first.no, membership_no: third.no });
    expect(named.statusCode, named.body).toBe(200);
    const shown = await detail(applicant.token, applicationNo);
    expect(shown.guarantors.map((g) => [g.name, g.status])).toEqual([
      ['นายสมหมาย มั่***', 'pending'],
      ['นางสมศรี รั***', 'pending'],
    ]);
    expect(shown.timeline.map((s) => [s.kind, s.who]).slice(1, 3)).toEqual([
      ['guarantor_declined', 'นายสมชาย ใ***'],
      ['guarantor_named', 'นายสมหมาย มั่***'],
    ]);
    expect((await inboxOf(third.no)).map((e) => e.kind)).toEqual(['loan-guarantee-asked']);
  });

  it('lets the applicant edit before anyone signs, asking the guarantors again', async () => {
    const { first, applicant, second, applicationNo } = await submitted();
    const res = await memberPost(t.app, endpoints.loanApplicationEdit.path, applicant.token, {
      application_no: applicationNo,
      amount: '90000',
      installments: 36,
      purpose: 'ซ่อมหลังคา',
      guarantors: [second.no],
      payout: { kind: 'bank', bank_name: 'ธนาคารกรุงไทย', account_no: '123-4-56789-0', account_name: 'ผู้กู้ ทดสอบ' },
      documents: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    const shown = await detail(applicant.token, applicationNo);
    expect(shown).toMatchObject({ amount: 90_000, installments: 36, payout: { kind: 'bank', account_no: '1234567890' } });
    expect(shown.guarantors.map((g) => [g.membership_no, g.amount, g.status])).toEqual([[second.no, 90_000, 'pending']]);
    expect(shown.documents.map((d) => d.kind)).toEqual(['id_card', 'salary_slip']);
    expect((await inboxOf(first.no)).map((e) => e.kind)).toEqual(['loan-guarantee-asked']);
  });

  it('cancels until staff decide, once', async () => {
    const { applicant, applicationNo } = await submitted();
    const cancel = () => memberPost(t.app, endpoints.loanApplicationCancel.path, applicant.token, { application_no: applicationNo });
    expect((await cancel()).statusCode).toBe(200);
    const shown = await detail(applicant.token, applicationNo);
    expect(shown.status).toBe('cancelled');
    expect(shown.timeline.map((s) => s.kind)).toEqual(['submitted', 'cancelled']);
    const again = await cancel();
    expect([again.statusCode, again.json().error]).toEqual([409, APPLICATION_TEXT.notCancellable]);
  });

  it('lists the applications and the guarantees asked of the member', async () => {
    const { first, applicationNo } = await submitted();
    const res = await memberPost(t.app, endpoints.loanApplications.path, first.token, {});
    expect(res.json()).toMatchObject({ applications: [], guarantee_requests: [{ application_no: applicationNo, amount: 200_000, status: 'pending' }] });
    expect(JSON.stringify(res.json())).toMatch(THAI);
  });
});
