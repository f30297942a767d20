import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpointPath, endpoints } from '@coop/contract';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECISION_TEXT } from '../../../src/features/loan-applications/decision-text';
import { LOAN_EXPORT_COLUMNS } from '../../../src/features/loan-applications/round-export';
import { addLoanProduct } from '../../support/factories/loan-products';
import { type SubmittedApplication, submittedApplication } from '../../support/loan-applications';
import { loginToken, memberPost } from '../../support/requests';
import { addStaffUser } from '../../support/staff';
import { staffPost, staffToken } from '../../support/staff-requests';
import { startTestApp, type TestContext } from '../../support/test-app';

// The test clock reads 22 November 2026 in Thailand: the applications are submitted that day.
describe('a round’s approved applications exported for the core banking system', () => {
  let t: TestContext;
  let dataDir: string;
  let token: string;
  let username: string;
  let roundId: number;
  let laterRoundId: number;
  let approved: SubmittedApplication;
  let offered: SubmittedApplication;
  let rejected: SubmittedApplication;
  let nextRound: SubmittedApplication;

  const approve = (no: string, amount: string, installments: number) => staffPost(t.app, endpoints.adminLoanApprove.path, token, { application_no: no, amount, installments });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loan-export-test-'));
    t = await startTestApp({ dataDir });
    const staff = await addStaffUser(t.database.db, 'support');
    username = staff.username;
    token = await staffToken(t.app, staff, t.clock.now());
    const productId = await addLoanProduct(t.database.db, [], { terms: { name: 'เงินกู้สามัญ', loan_type_code: '20', annual_rate: '6.50', max_amount: '500000', max_installments: 120 } });
    roundId = (await staffPost(t.app, endpoints.adminLoanRoundAdd.path, token, { name: 'รอบพฤศจิกายน', cutoff_date: '2026-11-25', committee_date: '2026-11-28' })).json().id;
    laterRoundId = (await staffPost(t.app, endpoints.adminLoanRoundAdd.path, token, { name: 'รอบธันวาคม', cutoff_date: '2026-12-20', committee_date: '2026-12-25' })).json().id;
    approved = await submittedApplication(t, productId, { amount: '150000.50' });
    offered = await submittedApplication(t, productId);
    rejected = await submittedApplication(t, productId);
    expect((await approve(approved.applicationNo, '150000.50', 60)).statusCode).toBe(200);
    expect((await approve(offered.applicationNo, '90000', 48)).statusCode).toBe(200);
    await staffPost(t.app, endpoints.adminLoanReject.path, token, { application_no: rejected.applicationNo, note: 'ไม่ผ่าน' });
    // submitted after the first round's cut-off: in the next round
    t.clock.advanceMinutes(60 * 24 * 5);
    token = await staffToken(t.app, staff, t.clock.now()); // a staff session ends after 30 idle minutes
    nextRound = await submittedApplication(t, productId);
    expect((await approve(nextRound.applicationNo, '100000', 60)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('puts each application in the round whose cut-off follows its submission, and filters the queue by round', async () => {
    const rounds = (await staffPost(t.app, endpoints.adminLoanRounds.path, token, {})).json().rounds as { id: number; applications: number; approved: number }[];
    expect(rounds.find((r) => r.id === roundId)).toMatchObject({ applications: 3, approved: 1 });
    expect(rounds.find((r) => r.id === laterRoundId)).toMatchObject({ applications: 1, approved: 1 });
    const queue = await staffPost(t.app, endpoints.adminLoanQueue.path, token, { round_id: laterRoundId });
    expect(queue.json().data.map((d: { application_no: string; round_name: string }) => [d.application_no, d.round_name])).toEqual([[nextRound.applicationNo, 'รอบธันวาคม']]);
  });

  it('exports the CSV in TIS-620 by default: the layout’s header, one line per approved application, read back', async () => {
    const res = await get(endpointPath(endpoints.adminLoanRoundCsv, { round_id: roundId }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=windows-874');
    expect(res.headers['content-disposition']).toBe('attachment; filename="loans-approved-2026-11-25.csv"');
    expect(res.rawPayload.includes(Buffer.from('สหกรณ์', 'utf8'))).toBe(false);
    const rows = parse(iconv.decode(res.rawPayload, 'win874'), { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual(LOAN_EXPORT_COLUMNS);
    expect(rows).toHaveLength(1);
    const member = await t.database.db.selectFrom('members').selectAll().where('membership_no', '=', approved.no).executeTakeFirstOrThrow();
    expect(rows[0]).toMatchObject({
      application_no: approved.applicationNo,
      membership_no: approved.no,
      national_id: member.national_id,
      member_name: `${member.prename}${member.first_name} ${member.last_name}`,
      loan_type_code: '20',
      amount_requested: '150000.50',
      amount_approved: '150000.50',
      installments: '60',
      interest_rate: '6.50',
      payment_method: 'equal-installment',
      purpose: 'ซ่อมแซมบ้าน',
      payout_kind: 'deposit',
      submitted_on: '2026-11-22',
      approved_on: '2026-11-22',
      committee_date: '2026-11-28',
      approved_by: username,
    });
  });

  it('exports the CSV in UTF-8 with a byte order mark when asked', async () => {
    const res = await get(`${endpointPath(endpoints.adminLoanRoundCsv, { round_id: roundId })}?encoding=utf-8`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    const rows = parse(res.rawPayload.subarray(3).toString('utf8'), { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => [r.application_no, (r.member_name ?? '').length > 0])).toEqual([[approved.applicationNo, true]]);
  });

  it('exports the workbook with the same columns, amounts as numbers and codes as text', async () => {
    const res = await get(endpointPath(endpoints.adminLoanRoundXlsx, { round_id: laterRoundId }));
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(LOAN_EXPORT_COLUMNS);
    expect(sheet.rowCount).toBe(2);
    const cell = (name: string) => sheet.getRow(2).getCell(LOAN_EXPORT_COLUMNS.indexOf(name) + 1).value;
    expect([cell('application_no'), cell('membership_no'), cell('amount_approved'), cell('installments'), cell('submitted_on')]).toEqual([
      nextRound.applicationNo,
      nextRound.no,
      100_000,
      60,
      '2026-11-27',
    ]);
  });

  it('leaves out an offer the member has not accepted until they accept it', async () => {
    const before = await get(`${endpointPath(endpoints.adminLoanRoundCsv, { round_id: roundId })}?encoding=utf-8`);
    expect(before.rawPayload.toString('utf8')).not.toContain(offered.applicationNo);
    const answer = await memberPost(t.app, endpoints.loanApplicationOffer.path, await loginToken(t.app, offered.no), { application_no: offered.applicationNo, accept: true });
    expect(answer.statusCode, answer.body).toBe(200);
    const after = await get(`${endpointPath(endpoints.adminLoanRoundCsv, { round_id: roundId })}?encoding=utf-8`);
    const rows = parse(after.rawPayload.subarray(3).toString('utf8'), { columns: true }) as Record<string, string>[];
    expect(rows.find((r) => r.application_no === offered.applicationNo)).toMatchObject({ amount_requested: '100000.00', amount_approved: '90000.00', installments: '48', approved_on: '2026-11-27' });
  });

  it('audits every export and answers an unknown round as not found', async () => {
    const audit = await t.database.db.selectFrom('audit_log').select(['after']).where('action', '=', 'loan_application.export').where('target', '=', String(roundId)).orderBy('id').execute();
    expect(audit[0]!.after).toEqual({ round: 'รอบพฤศจิกายน', format: 'CSV', rows: 1, encoding: 'tis-620' });
    const missing = await get(endpointPath(endpoints.adminLoanRoundCsv, { round_id: 999_999 }));
    expect([missing.statusCode, missing.json().error]).toEqual([404, DECISION_TEXT.roundNotFound]);
    expect((await get(`${endpointPath(endpoints.adminLoanRoundCsv, { round_id: roundId })}?encoding=latin1`)).statusCode).toBe(400);
  });
});
