import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpoints } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECISION_TEXT } from '../../../src/features/loan-applications/decision-text';
import { importThroughConsole } from '../../support/console-import';
import { addLoanProduct } from '../../support/factories/loan-products';
import { csv } from '../../support/import-files';
import { type SubmittedApplication, submittedApplication } from '../../support/loan-applications';
import { addStaffUser } from '../../support/staff';
import { staffPost, staffToken } from '../../support/staff-requests';
import { startTestApp, type TestContext } from '../../support/test-app';

const HEADER = 'contract_no,membership_no,loan_type_code,loan_type_name,approved_amount,principal_balance,installment_amount,last_period,total_periods,start_date,interest_rate,payment_method';
const contract = (no: string, member: string, type: string, amount: string, start: string) => `${no},${member},${type},เงินกู้สามัญ,${amount},${amount},2000,0,60,${start},6.5,equal-installment`;

// The test clock reads 22 November 2026 in Thailand: the applications are approved that day.
describe('an approved application paid out when its contract is imported', () => {
  let t: TestContext;
  let dataDir: string;
  let admin: string;
  let productId: number;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loan-payout-test-'));
    t = await startTestApp({ dataDir });
    admin = await staffToken(t.app, await addStaffUser(t.database.db, 'admin'), t.clock.now());
    productId = await addLoanProduct(t.database.db, [], { terms: { loan_type_code: '20', max_amount: '500000', max_installments: 120 } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const approvedApplication = async (amount = '120000'): Promise<SubmittedApplication> => {
    const a = await submittedApplication(t, productId, { amount });
    const res = await staffPost(t.app, endpoints.adminLoanApprove.path, admin, { application_no: a.applicationNo, amount, installments: 60 });
    expect(res.statusCode, res.body).toBe(200);
    return a;
  };
  const rowOf = (no: string) => t.database.db.selectFrom('loan_applications').selectAll().where('application_no', '=', no).executeTakeFirstOrThrow();
  const importLoans = async (...lines: string[]) => {
    const run = await importThroughConsole(t.app, admin, csv(HEADER, ...lines), { dataset: 'loans', file_name: 'loans.csv' });
    expect(run.outcome, JSON.stringify(run)).toBe('imported');
  };
  const paidOutEvents = (no: string) =>
    t.database.db
      .selectFrom('loan_application_events as e')
      .innerJoin('loan_applications as a', 'a.id', 'e.application_id')
      .select(['e.actor', 'e.params'])
      .where('a.application_no', '=', no)
      .where('e.kind', '=', 'paid_out')
      .execute();

  it('matches the member, the product’s loan-type code and the approved amount from the day of approval, and tells the member', async () => {
    const a = await approvedApplication('120000');
    await importLoans(contract(`C${a.no}`, a.no, '20', '120000.00', '2026-11-25'));
    expect(await rowOf(a.applicationNo)).toMatchObject({ status: 'paid_out', paid_out_contract_no: `C${a.no}` });
    expect(await paidOutEvents(a.applicationNo)).toEqual([{ actor: 'import', params: { note: DECISION_TEXT.paidOutNote(`C${a.no}`) } }]);
    const inbox = await t.database.db
      .selectFrom('member_inbox as i')
      .innerJoin('member_events as e', 'e.id', 'i.event_id')
      .select('e.params')
      .where('i.membership_no', '=', a.no)
      .where('e.kind', '=', 'loan-application-progress')
      .execute();
    expect(inbox.map((r) => (r.params as { step: string }).step)).toContain('paid_out');
  });

  it('leaves an application approved when the contract differs in type, amount or member, or started before the approval', async () => {
    const a = await approvedApplication('150000');
    const stranger = await approvedApplication('99000');
    await importLoans(
      contract(`X1${a.no}`, a.no, '10', '150000.00', '2026-11-25'),
      contract(`X2${a.no}`, a.no, '20', '149999.99', '2026-11-25'),
      contract(`X3${a.no}`, a.no, '20', '150000.00', '2026-11-21'),
      contract(`X4${a.no}`, stranger.no, '20', '150000.00', '2026-11-25'),
    );
    expect((await rowOf(a.applicationNo)).status).toBe('approved');
    expect((await rowOf(stranger.applicationNo)).status).toBe('approved');
  });

  it('pays out once: the same file imported again changes nothing, and one contract pays out one application', async () => {
    const a = await approvedApplication('130000');
    const line = contract(`D${a.no}`, a.no, '20', '130000.00', '2026-11-23');
    await importLoans(line);
    await importLoans(line);
    expect(await paidOutEvents(a.applicationNo)).toHaveLength(1);
    const paid = await t.database.db.selectFrom('loan_applications').select('application_no').where('paid_out_contract_no', '=', `D${a.no}`).execute();
    expect(paid).toEqual([{ application_no: a.applicationNo }]);
  });
});
