import { endpoints, MONTH_BALANCE_COUNT, type MonthBalance } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDepositAccount } from '../../support/factories/deposits';
import { addLoanContract } from '../../support/factories/loans';
import { loggedInMember, memberPost } from '../../support/requests';
import { startTestApp, type TestContext } from '../../support/test-app';

// the test clock reads 22 November 2026: the 24 months run from 2024-12 to 2026-11
describe('the loan and deposit balances month by month', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const ownMember = () => loggedInMember(t.app, t.database.db);
  const monthly = async (token: string, path: string): Promise<Map<string, number>> => {
    const res = await memberPost(t.app, path, token);
    expect(res.statusCode, res.body).toBe(200);
    const months: MonthBalance[] = res.json().monthly;
    expect(months).toHaveLength(MONTH_BALANCE_COUNT);
    expect(months[0]!.month).toBe('2024-12');
    expect(months.at(-1)!.month).toBe('2026-11');
    return new Map(months.map((m) => [m.month, m.balance]));
  };

  it('sums every contract by the last statement line of each month, exactly, and shows no other member', async () => {
    const m = await ownMember();
    // lines on the 1st of 2025-07.. : 120,000 less 2,000.1 a month; and 50,000 less 1,000.2 a month
    await addLoanContract(t.database.db, m.no, { fields: { installment_amount: 2_000.1 }, paidPeriods: 3 });
    await addLoanContract(t.database.db, m.no, { fields: { approved_amount: 50_000, installment_amount: 1_000.2 }, paidPeriods: 2 });
    await addLoanContract(t.database.db, (await ownMember()).no);
    const months = await monthly(m.token, endpoints.memberLoan.path);
    expect(months.get('2025-06')).toBe(0);
    expect(months.get('2025-07')).toBe(117_999.9 + 48_999.8);
    expect(months.get('2025-08')).toBe(115_999.8 + 47_999.6);
    expect(months.get('2025-09')).toBe(113_999.7 + 47_999.6);
    expect(months.get('2026-11')).toBe(161_999.3);
  });

  it('sums every deposit account by its last line of each month', async () => {
    const m = await ownMember();
    await addDepositAccount(t.database.db, m.no, { open_date: '2025-01-31' }, [0.1, 0.2]);
    await addDepositAccount(t.database.db, m.no, { open_date: '2026-10-15' }, [1_000]);
    const months = await monthly(m.token, endpoints.memberDeposit.path);
    expect(months.get('2024-12')).toBe(0);
    expect(months.get('2025-01')).toBe(0.1);
    expect(months.get('2025-02')).toBe(0.3);
    expect(months.get('2026-10')).toBe(1_000.3);
    expect(months.get('2026-11')).toBe(1_000.3);
  });

  it('draws zeros for a member with no loans or deposits', async () => {
    const m = await ownMember();
    expect([...(await monthly(m.token, endpoints.memberLoan.path)).values()].every((b) => b === 0)).toBe(true);
    expect([...(await monthly(m.token, endpoints.memberDeposit.path)).values()].every((b) => b === 0)).toBe(true);
  });
});
