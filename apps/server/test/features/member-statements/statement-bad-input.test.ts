import { endpointPath, endpoints } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATEMENT_TEXT as T } from '../../../src/features/member-statements/statement-text';
import { addDepositAccount } from '../../support/factories/deposits';
import { addMember, newMembershipNo } from '../../support/members';
import { loginToken } from '../../support/requests';
import { startTestApp, type TestContext } from '../../support/test-app';

describe('statement files: every bad input a clear Thai answer, nothing recorded, never a 500 or an empty file', () => {
  let t: TestContext;
  let token: string;
  let no: string;
  let account: string;
  let othersAccount: string;
  beforeAll(async () => {
    t = await startTestApp();
    no = newMembershipNo();
    await addMember(t.database.db, no);
    account = (await addDepositAccount(t.database.db, no)).account_no;
    const other = newMembershipNo();
    await addMember(t.database.db, other);
    othersAccount = (await addDepositAccount(t.database.db, other)).account_no;
    token = await loginToken(t.app, no);
  });
  afterAll(() => t.close());

  const get = (format: 'pdf' | 'xlsx', kind: string, query: Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url: endpointPath(format === 'pdf' ? endpoints.memberStatementPdf : endpoints.memberStatementXlsx, { kind }),
      query,
      headers: { authorization: `Bearer ${token}` },
    });

  // the test clock stands at 22 November 2569 (2026); the account's lines are 15–17 January 2563 (2020)
  const cases: { name: string; kind?: string; query: Record<string, string>; status: number; error: string }[] = [
    { name: 'the end before the start', query: { from: '31/03/2563', to: '01/01/2563' }, status: 400, error: T.endBeforeStart },
    { name: 'an end in the future', query: { from: '01/01/2569', to: '23/11/2569' }, status: 400, error: T.future },
    { name: 'a period of 30 years', query: { from: '01/01/2539', to: '31/12/2568' }, status: 400, error: T.tooLong },
    { name: 'Christian-era years', query: { from: '01/01/2020', to: '31/03/2020' }, status: 400, error: T.gregorianYear(T.from) },
    { name: 'a date that does not exist', query: { from: '30/02/2563', to: '31/03/2563' }, status: 400, error: T.badDate(T.from) },
    { name: 'another member’s account', query: { from: '01/01/2563', to: '31/03/2563', account: 'OTHER' }, status: 404, error: T.notFound },
    { name: 'an account that does not exist', query: { from: '01/01/2563', to: '31/03/2563', account: '9999999999' }, status: 404, error: T.notFound },
    { name: 'a period with no lines', query: { from: '01/01/2565', to: '31/03/2565' }, status: 404, error: T.noLines },
    { name: 'no account for a deposit statement', query: { from: '01/01/2563', to: '31/03/2563', account: '' }, status: 400, error: T.needAccount },
    { name: 'an account for the share statement', kind: 'share', query: { from: '01/01/2563', to: '31/03/2563' }, status: 400, error: T.shareNoAccount },
  ];

  for (const c of cases) {
    for (const format of ['pdf', 'xlsx'] as const) {
      it(`${format}: ${c.name} is a ${c.status} in Thai`, async () => {
        const query = { account, ...c.query };
        if (query.account === 'OTHER') query.account = othersAccount;
        if (query.account === '') delete (query as Partial<typeof query>).account;
        const before = await t.database.db.selectFrom('issued_documents').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
        const res = await get(format, c.kind ?? 'deposit', query);
        expect(res.statusCode).toBe(c.status);
        expect(res.json()).toEqual({ rc_code: '0', code: expect.any(String), error: c.error });
        const after = await t.database.db.selectFrom('issued_documents').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
        expect(Number(after.n)).toBe(Number(before.n));
      });
    }
  }

  it('refuses a date not written day/month/year in Thai, naming the field', async () => {
    const res = await get('pdf', 'deposit', { account, from: '2563-01-01', to: '31/03/2563' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/[ก-๙]/);
  });

  it('refuses a kind it does not make', async () => {
    const res = await get('pdf', 'insurance', { account, from: '01/01/2563', to: '31/03/2563' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/[ก-๙]/);
  });
});
