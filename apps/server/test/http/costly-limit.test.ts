import { type Endpoint, endpoints } from '@coop/contract';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COSTLY_LIMITS, type CostlyKind } from '../../src/http/costly-limit';
import { addMemberGroup, groupToken } from '../support/member-groups';
import { loggedInMember } from '../support/requests';
import { addStaffUser } from '../support/staff';
import { staffToken } from '../support/staff-requests';
import { sendAtOnce } from '../support/synchronised-requests';
import { startTestApp, type TestContext } from '../support/test-app';

const THAI_WAIT = /^[\u0E00-\u0E7F ]+บ่อยเกินไป กรุณาลองใหม่ในอีก 10 นาที \(หลังเวลา \d{2}\.\d{2} น\.\)$/;

type Caller = 'member' | 'member-group' | 'staff';

/** Each limited route, called with input its schema takes, and whose allowance it spends (decision 070). */
const LIMITED: { name: keyof typeof endpoints; kind: CostlyKind; caller: Caller; method: 'GET' | 'POST'; url: string; body?: unknown }[] = [
  { name: 'memberDeductionsPdf', kind: 'member-document', caller: 'member', method: 'GET', url: '/api/member/print_pdf/2026/10' },
  { name: 'memberConfirmLetter', kind: 'member-document', caller: 'member', method: 'GET', url: '/api/member/confirm_letter/2569' },
  { name: 'memberStatementPdf', kind: 'member-document', caller: 'member', method: 'GET', url: '/api/member/statement_file/share/pdf?from=01/01/2569&to=31/03/2569' },
  { name: 'memberStatementXlsx', kind: 'member-document', caller: 'member', method: 'GET', url: '/api/member/statement_file/share/xlsx?from=01/01/2569&to=31/03/2569' },
  { name: 'housingInterestCertificate', kind: 'member-document', caller: 'member', method: 'GET', url: '/api/member/housing_interest_certificate/2025' },
  { name: 'dividendSlip', kind: 'member-document', caller: 'member', method: 'GET', url: '/api/member/dividend_slip/2025' },
  { name: 'loanApplicationDocument', kind: 'member-document', caller: 'member', method: 'GET', url: '/api/member/loan-applications/LA-2569-000001/documents/salary_slip' },
  { name: 'memberShare', kind: 'statement', caller: 'member', method: 'POST', url: '/api/member/member_share', body: {} },
  { name: 'memberLoanStatement', kind: 'statement', caller: 'member', method: 'POST', url: '/api/member/member_loan_statement/L-1', body: {} },
  { name: 'memberDepositStatement', kind: 'statement', caller: 'member', method: 'POST', url: '/api/member/member_dep_statement/D-1', body: {} },
  { name: 'loanEligibility', kind: 'loan-eligibility', caller: 'member', method: 'POST', url: endpoints.loanEligibility.path, body: {} },
  { name: 'loanQuote', kind: 'loan-quote', caller: 'member', method: 'POST', url: endpoints.loanQuote.path, body: { product_id: 1, amount: '1000', installments: 12 } },
  { name: 'collectionChangesXlsx', kind: 'group-report', caller: 'member-group', method: 'GET', url: endpoints.collectionChangesXlsx.path },
  { name: 'coverSheetPdf', kind: 'group-report', caller: 'member-group', method: 'GET', url: endpoints.coverSheetPdf.path },
  { name: 'coverSheetXlsx', kind: 'group-report', caller: 'member-group', method: 'GET', url: endpoints.coverSheetXlsx.path },
  { name: 'collectionSummaryPdf', kind: 'group-report', caller: 'member-group', method: 'GET', url: endpoints.collectionSummaryPdf.path },
  { name: 'collectionSummaryXlsx', kind: 'group-report', caller: 'member-group', method: 'GET', url: endpoints.collectionSummaryXlsx.path },
  { name: 'deliveryLetterPdf', kind: 'group-report', caller: 'member-group', method: 'GET', url: endpoints.deliveryLetterPdf.path },
  { name: 'payrollCsv', kind: 'group-report', caller: 'member-group', method: 'GET', url: endpoints.payrollCsv.path },
  { name: 'payrollXlsx', kind: 'group-report', caller: 'member-group', method: 'GET', url: endpoints.payrollXlsx.path },
  { name: 'auditCsv', kind: 'staff-export', caller: 'staff', method: 'GET', url: endpoints.auditCsv.path },
  { name: 'confirmationExport', kind: 'staff-export', caller: 'staff', method: 'GET', url: '/api/admin/confirmation/export/1' },
  { name: 'adminLoanRoundCsv', kind: 'staff-export', caller: 'staff', method: 'GET', url: '/api/admin/loan-rounds/1/export.csv' },
  { name: 'adminLoanRoundXlsx', kind: 'staff-export', caller: 'staff', method: 'GET', url: '/api/admin/loan-rounds/1/export.xlsx' },
  { name: 'adminPayrollCsv', kind: 'staff-export', caller: 'staff', method: 'GET', url: '/api/admin/member_groups/00051005/payroll.csv' },
  { name: 'adminPayrollXlsx', kind: 'staff-export', caller: 'staff', method: 'GET', url: '/api/admin/member_groups/00051005/payroll.xlsx' },
  { name: 'adminLoanDocument', kind: 'staff-document', caller: 'staff', method: 'GET', url: '/api/admin/loan-applications/LA-2569-000001/documents/id_card' },
  { name: 'confirmationEvidence', kind: 'staff-document', caller: 'staff', method: 'GET', url: '/api/admin/confirmation/evidence/1' },
  { name: 'memberPasskeyCreationOptions', kind: 'passkey-options', caller: 'member', method: 'POST', url: endpoints.memberPasskeyCreationOptions.path, body: {} },
  { name: 'staffPasskeyCreationOptions', kind: 'passkey-options', caller: 'staff', method: 'POST', url: endpoints.staffPasskeyCreationOptions.path, body: {} },
];

describe('limits on costly routes', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** A caller of the kind with an allowance of its own: its token and the key its calls are counted under. */
  async function newCaller(caller: Caller): Promise<{ token: string; key: string }> {
    if (caller === 'member') {
      const { no, token } = await loggedInMember(t.app, t.database.db);
      return { token, key: `member:${no}` };
    }
    if (caller === 'member-group') {
      const no = await addMemberGroup(t.database.db);
      return { token: await groupToken(t.app, no), key: `member-group:${no}` };
    }
    const staff = await addStaffUser(t.database.db, 'admin');
    return { token: await staffToken(t.app, staff, t.clock.now()), key: `staff:${staff.username}` };
  }

  /** The allowance of the window spent, as `limit` calls before would have spent it. */
  const spendAllowance = (kind: CostlyKind, key: string) =>
    t.database.db
      .insertInto('login_throttle')
      .values({ scope: `costly:${kind}`, key, failures: COSTLY_LIMITS[kind].rule.limit, window_started_at: t.clock.now(), locked_until: null })
      .execute();

  const call = (route: (typeof LIMITED)[number], token: string, body = route.body) =>
    t.app.inject({
      method: route.method,
      url: route.url,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });

  it('covers every file the API sends but the profile photo, every statement page and both loan figures', () => {
    const files = Object.entries(endpoints as Record<string, Endpoint>)
      .filter(([, e]) => e.file !== undefined && e !== endpoints.memberPhoto)
      .map(([name]) => name);
    const limited = LIMITED.map((route) => route.name);
    expect(limited).toEqual(expect.arrayContaining(files));
    expect(limited).toEqual(expect.arrayContaining(['memberShare', 'memberLoanStatement', 'memberDepositStatement', 'loanEligibility', 'loanQuote']));
  });

  it.each(LIMITED)('$name answers the Thai 429 with Retry-After once its caller spent the allowance', async (route) => {
    const { token, key } = await newCaller(route.caller);
    await spendAllowance(route.kind, key);
    const res = await call(route, token);
    expect([res.statusCode, res.json().code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(res.json().error).toMatch(THAI_WAIT);
    expect(res.headers['retry-after']).toBe('600');
  });

  it('lets exactly the limit through in a window, then refuses until the wait is over', async () => {
    const route = LIMITED.find((r) => r.name === 'loanEligibility')!;
    const { token } = await newCaller('member');
    const { limit } = COSTLY_LIMITS['loan-eligibility'].rule;
    for (let i = 0; i < limit; i++) expect((await call(route, token)).statusCode).toBe(200);
    expect((await call(route, token)).statusCode).toBe(429);
    t.clock.advanceMinutes(9);
    expect((await call(route, token)).headers['retry-after']).toBe('60');
    t.clock.advanceMinutes(1);
    expect((await call(route, token)).statusCode).toBe(200);
  });

  it("counts each caller apart: one member's spent allowance leaves another's whole", async () => {
    const route = LIMITED.find((r) => r.name === 'loanEligibility')!;
    const spent = await newCaller('member');
    await spendAllowance('loan-eligibility', spent.key);
    expect((await call(route, spent.token)).statusCode).toBe(429);
    expect((await call(route, (await newCaller('member')).token)).statusCode).toBe(200);
  });

  it('spends nothing on input its schema refuses', async () => {
    const route = LIMITED.find((r) => r.name === 'loanQuote')!;
    const { token } = await newCaller('member');
    const { limit } = COSTLY_LIMITS['loan-quote'].rule;
    for (let i = 0; i <= limit; i++) expect((await call(route, token, { product_id: 0, amount: 'x', installments: 0 })).statusCode).toBe(400);
    expect((await call(route, token)).statusCode).not.toBe(429);
  });

  it('refuses a HEAD of a costly download before it does the work or counts it', async () => {
    const { token, key } = await newCaller('member');
    const res = await t.app.inject({ method: 'HEAD', url: '/api/member/print_pdf/2026/10', headers: { authorization: `Bearer ${token}` } });
    expect([res.statusCode, res.headers.allow]).toEqual([405, 'GET']);
    expect(await t.database.db.selectFrom('login_throttle').select('key').where('key', '=', key).execute()).toEqual([]);
  });

  it('lets exactly the limit through of a burst sent at the same instant', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const { token } = await newCaller('member');
    const { limit } = COSTLY_LIMITS['loan-eligibility'].rule;
    const answers = await sendAtOnce(
      port,
      Array.from({ length: limit + 10 }, () => ({ method: 'POST' as const, path: endpoints.loanEligibility.path, body: {}, headers: { authorization: `Bearer ${token}` } })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(limit);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(10);
  });
});

describe('COSTLY_LIMIT_FACTOR', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp({ costlyLimitFactor: 2 });
  });
  afterAll(() => t.close());

  it('multiplies every allowance, as a load test raises them', async () => {
    const { token } = await loggedInMember(t.app, t.database.db);
    const { limit } = COSTLY_LIMITS['loan-eligibility'].rule;
    const ask = () => t.app.inject({ method: 'POST', url: endpoints.loanEligibility.path, headers: { authorization: `Bearer ${token}` }, payload: {} });
    for (let i = 0; i < 2 * limit; i++) expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(429);
  });
});
