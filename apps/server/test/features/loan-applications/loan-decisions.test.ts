import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type AdminLoanApplication, endpointPath, endpoints, LOAN_STATUS_STAFF_NAMES, type LoanApplicationDetail } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_TEXT } from '../../../src/auth/support-text';
import { DECISION_TEXT } from '../../../src/features/loan-applications/decision-text';
import { addLoanProduct } from '../../support/factories/loan-products';
import { dataUrl, PLAIN_PDF, submittedApplication } from '../../support/loan-applications';
import { loggedInMember, memberPost } from '../../support/requests';
import { addStaffUser } from '../../support/staff';
import { staffPost, staffToken } from '../../support/staff-requests';
import { startTestApp, type TestContext } from '../../support/test-app';

// The test clock reads 22 November 2026 in Thailand.
describe('staff decide loan applications', () => {
  let t: TestContext;
  let dataDir: string;
  let productId: number;
  let strictProductId: number;
  let support: string;
  let supportName: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loan-decision-test-'));
    t = await startTestApp({ dataDir });
    productId = await addLoanProduct(t.database.db, [], { terms: { max_amount: '500000', max_installments: 120 } });
    // at least 3,000 baht of the salary left each month: 100,000 over two months leaves nothing
    strictProductId = await addLoanProduct(t.database.db, [{ kind: 'salary_left', min_baht: 3_000, min_percent: 0 }], { terms: { loan_type_code: '30', max_amount: '500000', max_installments: 120 } });
    const staff = await addStaffUser(t.database.db, 'support');
    supportName = staff.username;
    support = await staffToken(t.app, staff, t.clock.now());
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const db = () => t.database.db;
  const applied = (options: Parameters<typeof submittedApplication>[2] = {}) => submittedApplication(t, productId, options);
  const rowOf = (applicationNo: string) => db().selectFrom('loan_applications').selectAll().where('application_no', '=', applicationNo).executeTakeFirstOrThrow();
  const eventsOf = async (applicationNo: string) =>
    (
      await db()
        .selectFrom('loan_application_events as e')
        .innerJoin('loan_applications as a', 'a.id', 'e.application_id')
        .select(['e.kind', 'e.actor', 'e.params'])
        .where('a.application_no', '=', applicationNo)
        .orderBy('e.id')
        .execute()
    ).map((e) => ({ kind: e.kind, actor: e.actor, note: (e.params as { note?: string }).note }));
  const inboxOf = (no: string) =>
    db()
      .selectFrom('member_inbox as i')
      .innerJoin('member_events as e', 'e.id', 'i.event_id')
      .select(['e.params'])
      .where('i.membership_no', '=', no)
      .where('e.kind', '=', 'loan-application-progress')
      .orderBy('i.id')
      .execute();
  const auditOf = (applicationNo: string) =>
    db().selectFrom('audit_log').select(['action', 'actor', 'after']).where('target', '=', applicationNo).where('action', 'like', 'loan_application.%').orderBy('id').execute();
  const approve = (body: Record<string, unknown>, token = support) => staffPost(t.app, endpoints.adminLoanApprove.path, token, body);
  const reject = (applicationNo: string, note: string, token = support) => staffPost(t.app, endpoints.adminLoanReject.path, token, { application_no: applicationNo, note });
  const requestDocs = (applicationNo: string, note: string) => staffPost(t.app, endpoints.adminLoanRequestDocuments.path, support, { application_no: applicationNo, note });
  const staffGet = (url: string, token = support) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const staffView = async (applicationNo: string): Promise<AdminLoanApplication> => {
    const res = await staffGet(endpointPath(endpoints.adminLoanApplication, { application_no: applicationNo }));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().application as AdminLoanApplication;
  };
  const memberView = async (token: string, applicationNo: string): Promise<LoanApplicationDetail> => {
    const res = await t.app.inject({ method: 'GET', url: endpointPath(endpoints.loanApplication, { application_no: applicationNo }), headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().application as LoanApplicationDetail;
  };
  const answerOffer = (token: string, applicationNo: string, accept: boolean) => memberPost(t.app, endpoints.loanApplicationOffer.path, token, { application_no: applicationNo, accept });
  const addDocs = (token: string, applicationNo: string) =>
    memberPost(t.app, endpoints.loanApplicationDocumentsAdd.path, token, { application_no: applicationNo, documents: [{ kind: 'other', name: 'โฉนด.pdf', data: dataUrl('application/pdf', PLAIN_PDF) }] });

  describe('approval rounds', () => {
    const addRound = (body: Record<string, unknown>, token = support) => staffPost(t.app, endpoints.adminLoanRoundAdd.path, token, body);

    it('adds a round after the last, audited, and answers the rounds with their applications', async () => {
      const res = await addRound({ name: 'รอบธันวาคม 2569', cutoff_date: '2026-12-20', committee_date: '2026-12-25' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().rc_des).toBe(DECISION_TEXT.roundAdded('รอบธันวาคม 2569'));
      const audit = await db().selectFrom('audit_log').select(['action', 'actor', 'after']).where('action', '=', 'loan_application.round_add').where('target', '=', String(res.json().id)).execute();
      expect(audit).toEqual([{ action: 'loan_application.round_add', actor: supportName, after: { name: 'รอบธันวาคม 2569', cutoff_date: '2026-12-20', committee_date: '2026-12-25' } }]);
      const listed = await staffPost(t.app, endpoints.adminLoanRounds.path, support, {});
      expect(listed.json().rounds).toEqual(expect.arrayContaining([expect.objectContaining({ id: res.json().id, name: 'รอบธันวาคม 2569', cutoff_date: '2026-12-20', created_by: supportName })]));
    });

    it('refuses a round in the past, a committee before its cut-off, and a cut-off not after the last round’s, adding nothing', async () => {
      const before = await db().selectFrom('loan_approval_rounds').select('id').execute();
      const past = await addRound({ name: 'ย้อนหลัง', cutoff_date: '2026-11-21', committee_date: '2026-11-30' });
      expect([past.statusCode, past.json().error]).toEqual([400, DECISION_TEXT.roundPast]);
      const early = await addRound({ name: 'ประชุมก่อนปิด', cutoff_date: '2027-01-20', committee_date: '2027-01-19' });
      expect([early.statusCode, early.json().error]).toEqual([400, DECISION_TEXT.committeeBeforeCutoff]);
      const last = (await db().selectFrom('loan_approval_rounds').select((eb) => eb.fn.max('cutoff_date').as('d')).executeTakeFirstOrThrow()).d as string;
      const out = await addRound({ name: 'ซ้อนรอบเดิม', cutoff_date: last, committee_date: '2027-12-31' });
      expect([out.statusCode, out.json().code]).toEqual([409, 'ROUND_ORDER']);
      const badDate = await addRound({ name: 'วันที่ผิด', cutoff_date: '2027-02-30', committee_date: '2027-03-01' });
      expect(badDate.statusCode).toBe(400);
      expect(await db().selectFrom('loan_approval_rounds').select('id').execute()).toEqual(before);
    });

    it('is the support and admin staff’s: an editor is refused', async () => {
      const editor = await staffToken(t.app, await addStaffUser(db(), 'editor'), t.clock.now());
      expect((await addRound({ name: 'รอบของบรรณาธิการ', cutoff_date: '2030-01-20', committee_date: '2030-01-25' }, editor)).statusCode).toBe(403);
      expect((await staffPost(t.app, endpoints.adminLoanQueue.path, editor, {})).statusCode).toBe(403);
    });
  });

  describe('the queue and an application', () => {
    it('lists applications oldest first with each status counted, filtered by status, product and round', async () => {
      const a = await applied();
      const b = await applied({ status: 'awaiting_certification' });
      const res = await staffPost(t.app, endpoints.adminLoanQueue.path, support, { product_id: productId, status: 'awaiting_decision' });
      expect(res.statusCode, res.body).toBe(200);
      const numbers = res.json().data.map((d: { application_no: string }) => d.application_no);
      expect(numbers).toContain(a.applicationNo);
      expect(numbers).not.toContain(b.applicationNo);
      const counts = res.json().counts as { status: string; count: number }[];
      expect(counts.find((c) => c.status === 'awaiting_certification')!.count).toBeGreaterThanOrEqual(1);
      const other = await staffPost(t.app, endpoints.adminLoanQueue.path, support, { product_id: strictProductId });
      expect(other.json().data.map((d: { application_no: string }) => d.application_no)).not.toContain(a.applicationNo);
    });

    it('shows the rules at submission and now, the documents, the clerk’s certificate and the whole timeline', async () => {
      const a = await applied();
      const row = await rowOf(a.applicationNo);
      await db()
        .insertInto('loan_application_events')
        .values({ application_id: row.id, kind: 'certified', at: t.clock.now(), actor: '00051005', params: JSON.stringify({ note: 'เงินเดือนถูกต้อง' }) })
        .execute();
      const shown = await staffView(a.applicationNo);
      expect(shown).toMatchObject({ membership_no: a.no, amount: 100_000, installments: 60, status: 'awaiting_decision', loan_type_code: '20', salary: 30_000 });
      expect(shown.at_submission).toMatchObject({ judged_on: '2026-11-22', may_apply: true });
      expect(shown.now).toMatchObject({ judged_on: '2026-11-22', may_apply: true });
      expect(shown.documents.map((d) => d.kind)).toEqual(['id_card', 'salary_slip']);
      expect(shown.certificate).toEqual([{ kind: 'certified', at: t.clock.now().toISOString(), actor: '00051005', note: 'เงินเดือนถูกต้อง' }]);
      expect(shown.timeline.map((e) => e.kind)).toEqual(['submitted', 'certified']);
      expect(shown.actions).toEqual({ approve: true, request_documents: true, reject: true });
    });

    it('opens a document for staff, audited, and answers an unknown application as not found', async () => {
      const a = await applied();
      const res = await staffGet(endpointPath(endpoints.adminLoanDocument, { application_no: a.applicationNo, kind: 'id_card' }));
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(PLAIN_PDF)).toBe(true);
      expect(res.headers['content-security-policy']).toContain('sandbox');
      expect((await auditOf(a.applicationNo)).map((r) => r.action)).toEqual(['loan_application.document_open']);
      const missing = await staffGet(endpointPath(endpoints.adminLoanApplication, { application_no: 'LA-2569-999999' }));
      expect([missing.statusCode, missing.json().error]).toEqual([404, DECISION_TEXT.notFound]);
      const none = await staffGet(endpointPath(endpoints.adminLoanDocument, { application_no: a.applicationNo, kind: 'other' }));
      expect([none.statusCode, none.json().error]).toEqual([404, DECISION_TEXT.documentNotFound]);
    });

    it('is not the members’: a member’s token opens no staff route', async () => {
      const a = await applied();
      expect((await staffGet(endpointPath(endpoints.adminLoanApplication, { application_no: a.applicationNo }), a.token)).statusCode).toBe(401);
    });
  });

  describe('decisions', () => {
    it('approves the terms asked: approved at once, audited, on the timeline and in the member’s inbox', async () => {
      const a = await applied();
      const res = await approve({ application_no: a.applicationNo, amount: '100000', installments: 60 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().rc_des).toBe(DECISION_TEXT.approved(a.applicationNo));
      expect(await rowOf(a.applicationNo)).toMatchObject({ status: 'approved', approved_installments: 60, decided_by: supportName, approved_at: t.clock.now() });
      expect(Number((await rowOf(a.applicationNo)).approved_amount)).toBe(100_000);
      expect((await eventsOf(a.applicationNo)).at(-1)).toEqual({ kind: 'approved', actor: supportName, note: DECISION_TEXT.approvedNote(100_000, 60, undefined) });
      expect((await auditOf(a.applicationNo)).map((r) => [r.action, r.actor])).toEqual([['loan_application.approve', supportName]]);
      expect((await inboxOf(a.no)).at(-1)!.params).toMatchObject({ step: 'approved', application_no: a.applicationNo });
      expect((await memberView(a.token, a.applicationNo)).offer).toEqual({ amount: 100_000, installments: 60 });
    });

    it('approves less: the member is offered it and accepting approves it', async () => {
      const a = await applied();
      const res = await approve({ application_no: a.applicationNo, amount: '80000.50', installments: 48, note: 'ตามมติคณะกรรมการ' });
      expect([res.statusCode, res.json().rc_des]).toEqual([200, DECISION_TEXT.offered(a.applicationNo)]);
      expect(await rowOf(a.applicationNo)).toMatchObject({ status: 'offer_pending', approved_at: null });
      const offered = await memberView(a.token, a.applicationNo);
      expect(offered.offer).toEqual({ amount: 80_000.5, installments: 48 });
      expect(offered.timeline.map((s) => s.kind)).toEqual(['submitted', 'approved', 'pending_payout']);
      const accepted = await answerOffer(a.token, a.applicationNo, true);
      expect([accepted.statusCode, accepted.json().rc_des]).toEqual([200, DECISION_TEXT.offerAccepted]);
      expect(await rowOf(a.applicationNo)).toMatchObject({ status: 'approved', approved_at: t.clock.now() });
      expect((await eventsOf(a.applicationNo)).map((e) => e.kind)).toEqual(['submitted', 'approved', 'offer_accepted']);
      const again = await answerOffer(a.token, a.applicationNo, true);
      expect([again.statusCode, again.json().error]).toEqual([409, DECISION_TEXT.noOffer]);
    });

    it('ends the application when the member declines the lower offer', async () => {
      const a = await applied();
      await approve({ application_no: a.applicationNo, amount: '100000', installments: 36 });
      const declined = await answerOffer(a.token, a.applicationNo, false);
      expect([declined.statusCode, declined.json().rc_des]).toEqual([200, DECISION_TEXT.offerDeclined]);
      expect((await rowOf(a.applicationNo)).status).toBe('cancelled');
      expect((await eventsOf(a.applicationNo)).at(-1)).toEqual({ kind: 'cancelled', actor: a.no, note: DECISION_TEXT.offerDeclinedNote });
    });

    it('refuses more than asked, more installments, zero or negative baht, and a term the rules forbid, changing nothing', async () => {
      const a = await applied();
      const over = await approve({ application_no: a.applicationNo, amount: '100000.01', installments: 60 });
      expect([over.statusCode, over.json().error]).toEqual([400, DECISION_TEXT.amountAbove(100_000)]);
      const longer = await approve({ application_no: a.applicationNo, amount: '100000', installments: 61 });
      expect([longer.statusCode, longer.json().error]).toEqual([400, DECISION_TEXT.installmentsAbove(60)]);
      for (const amount of ['0', '0.00', '-5000', 'หนึ่งแสน']) {
        const res = await approve({ application_no: a.applicationNo, amount, installments: 60 });
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toMatch(/[\u0E00-\u0E7F]/);
      }
      expect((await approve({ application_no: a.applicationNo, amount: '1000', installments: 0 })).statusCode).toBe(400);
      const strict = await submittedApplication(t, strictProductId);
      const tooShort = await approve({ application_no: strict.applicationNo, amount: '100000', installments: 2 });
      expect([tooShort.statusCode, tooShort.json().code]).toEqual([400, 'RULES_NOT_MET']);
      expect(tooShort.json().error).toMatch(/^ยอดและจำนวนงวดนี้ไม่ผ่านเกณฑ์ของสหกรณ์ ณ วันนี้: /);
      for (const no of [a.applicationNo, strict.applicationNo]) {
        expect(await rowOf(no)).toMatchObject({ status: 'awaiting_decision', approved_amount: null, decided_by: null });
        expect((await eventsOf(no)).map((e) => e.kind)).toEqual(['submitted']);
        expect(await auditOf(no)).toEqual([]);
      }
    });

    it('refuses a decision at a status that is not waiting for one', async () => {
      const a = await applied({ status: 'awaiting_certification' });
      const res = await approve({ application_no: a.applicationNo, amount: '100000', installments: 60 });
      expect([res.statusCode, res.json().error]).toEqual([409, DECISION_TEXT.notDecidable(LOAN_STATUS_STAFF_NAMES.awaiting_certification)]);
      expect((await reject(a.applicationNo, 'ยังไม่ครบขั้นตอน')).statusCode).toBe(409);
      expect((await requestDocs(a.applicationNo, 'ขอสลิปใหม่')).statusCode).toBe(409);
      expect((await rowOf(a.applicationNo)).status).toBe('awaiting_certification');
    });

    it('rejects with the reason the member reads, and a blank reason is refused', async () => {
      const a = await applied();
      expect((await reject(a.applicationNo, '   ')).statusCode).toBe(400);
      const res = await reject(a.applicationNo, 'มีหนี้ค้างชำระกับสหกรณ์');
      expect([res.statusCode, res.json().rc_des]).toEqual([200, DECISION_TEXT.rejected(a.applicationNo)]);
      expect((await rowOf(a.applicationNo)).status).toBe('rejected');
      expect((await inboxOf(a.no)).at(-1)!.params).toMatchObject({ step: 'rejected', note: 'มีหนี้ค้างชำระกับสหกรณ์' });
      expect((await auditOf(a.applicationNo)).map((r) => r.after)).toEqual([{ membership_no: a.no, status: 'rejected', note: 'มีหนี้ค้างชำระกับสหกรณ์' }]);
      expect((await memberView(a.token, a.applicationNo)).cancellable).toBe(false);
    });

    it('asks for a document; the member sends it and the application returns to the queue', async () => {
      const a = await applied();
      const res = await requestDocs(a.applicationNo, 'ขอสำเนาโฉนดที่ดิน');
      expect([res.statusCode, res.json().rc_des]).toEqual([200, DECISION_TEXT.documentsRequested(a.applicationNo)]);
      expect((await memberView(a.token, a.applicationNo)).requested).toBe('ขอสำเนาโฉนดที่ดิน');
      const sent = await addDocs(a.token, a.applicationNo);
      expect([sent.statusCode, sent.json().rc_des]).toEqual([200, DECISION_TEXT.documentsAdded]);
      expect((await rowOf(a.applicationNo)).status).toBe('awaiting_decision');
      expect((await eventsOf(a.applicationNo)).map((e) => e.kind)).toEqual(['submitted', 'documents_requested', 'documents_added']);
      expect((await staffView(a.applicationNo)).documents.map((d) => [d.kind, d.original_name])).toEqual([['id_card', 'id.pdf'], ['other', 'โฉนด.pdf'], ['salary_slip', 'slip.png']]);
      const notAsked = await addDocs(a.token, a.applicationNo);
      expect([notAsked.statusCode, notAsked.json().error]).toEqual([409, DECISION_TEXT.noDocumentsAsked]);
    });

    it('may reject while the document is awaited', async () => {
      const a = await applied();
      await requestDocs(a.applicationNo, 'ขอสลิปเงินเดือนเดือนล่าสุด');
      expect((await reject(a.applicationNo, 'ไม่ส่งเอกสารภายในกำหนด')).statusCode).toBe(200);
      expect((await rowOf(a.applicationNo)).status).toBe('rejected');
    });

    it('lets one of two staff deciding at once win; the other is refused in Thai and nothing is written twice', async () => {
      const a = await applied();
      const other = await addStaffUser(db(), 'admin');
      const admin = await staffToken(t.app, other, t.clock.now());
      const [first, second] = await Promise.all([approve({ application_no: a.applicationNo, amount: '100000', installments: 60 }), reject(a.applicationNo, 'ไม่ผ่านมติ', admin)]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
      const refused = first.statusCode === 409 ? first : second;
      expect(refused.json().error).toMatch(/^คำขอนี้ไม่อยู่ในสถานะรอพิจารณาแล้ว/);
      expect((await eventsOf(a.applicationNo)).filter((e) => e.kind !== 'submitted')).toHaveLength(1);
      expect(await auditOf(a.applicationNo)).toHaveLength(1);
    });
  });

  describe('the member’s side', () => {
    it('answers another member’s offer and documents as not found', async () => {
      const a = await applied();
      await approve({ application_no: a.applicationNo, amount: '90000', installments: 60 });
      const stranger = await loggedInMember(t.app, db());
      const res = await answerOffer(stranger.token, a.applicationNo, true);
      expect([res.statusCode, res.json().error]).toEqual([404, DECISION_TEXT.notFound]);
      expect((await addDocs(stranger.token, a.applicationNo)).statusCode).toBe(404);
      expect((await rowOf(a.applicationNo)).status).toBe('offer_pending');
    });

    it('refuses the answer to an offer while support looks at the portal as the member', async () => {
      const a = await applied();
      await approve({ application_no: a.applicationNo, amount: '90000', installments: 60 });
      expect((await staffPost(t.app, endpoints.memberImpersonate.path, support, { membership_no: a.no, reason: 'สมาชิกขอให้ช่วยดูคำขอกู้' })).statusCode).toBe(200);
      const opened = await t.app.inject({ method: 'GET', url: endpoints.impersonationSession.path, headers: { authorization: `Bearer ${support}` } });
      const res = await answerOffer(opened.json().token as string, a.applicationNo, true);
      expect([res.statusCode, res.json().error]).toEqual([403, SUPPORT_TEXT.refusedWhileImpersonating]);
      expect((await rowOf(a.applicationNo)).status).toBe('offer_pending');
    });
  });
});
