import type { StaffRole } from '@coop/contract';
import type { Insertable } from 'kysely';
import { checkPageLeftOpen, test as checked } from './accessibility';
import {
  addBeneficiaries,
  addBilledGroups,
  addChangingGroups,
  addContentCategory,
  addContentItem,
  addCremation,
  addDataRefresh,
  addDepositAccount,
  addDividend,
  addInsurancePolicy,
  addKepMonth,
  addLoanContract,
  addMember,
  addShares,
  addStaffUser,
  addWelfareClaim,
  addWelfareType,
  type DatabaseHandle,
  type MemberTable,
  newMembershipNo,
  openPostgres,
  type TestStaff,
} from './support/server';
import { E2E_PORT, NEEDS_POSTGRES, e2eDatabaseUrl } from './test-database';

export { STAFF_PASSWORD, TEST_PASSWORD, totpCode } from './support/server';

const DAY_MS = 86_400_000;

/** What a member with every kind of finance data holds, for the tests that look it up on the page. */
export interface FinancedMember {
  membershipNo: string;
  /** The ATM savings account, whose statement has `statementLines` lines, one a day, the newest today. */
  atmAccount: string;
  dividendYears: number[];
}

export interface TestData {
  /**
   * A member with a portal account (password TEST_PASSWORD) and nothing else; with `registered: false`, one who has
   * no portal password yet (MEMBER_DEFAULTS holds the facts that register them).
   */
  member(fields?: Partial<Insertable<MemberTable>>, opts?: { registered?: boolean }): Promise<string>;
  /**
   * A member with shares, loans (one guaranteed, and one of another member's that he guarantees), two deposit
   * accounts, a posted and a current deduction month, dividends, beneficiaries, welfare, cremation and insurance.
   */
  financedMember(opts?: { statementLines?: number }): Promise<FinancedMember>;
  /**
   * A main group with two units, billed for October 2026 (posted) and November (not), and a group outside it, each
   * with a portal account (password TEST_PASSWORD): the server tests' scenario.
   */
  billedGroups(): Promise<BilledGroups>;
  /** The same groups, their November bill changed from October's in every way a bill changes (the server tests' reconciliation). */
  changingGroups(): Promise<ChangingGroups>;
  /** A staff user of the role (password STAFF_PASSWORD), with an enrolled authenticator unless `enrolled: false`. */
  staff(role: StaffRole, opts?: { enrolled?: boolean }): Promise<TestStaff>;
  /** A news item published yesterday, in a category of its own that the home page does not show; its id. */
  contentItem(item: { title: string; body: string }): Promise<number>;
}

export type BilledGroups = Awaited<ReturnType<typeof addBilledGroups>>;
export type ChangingGroups = Awaited<ReturnType<typeof addChangingGroups>>;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Playwright's `test` (with its accessibility check) and a `data` fixture that writes the members a test needs
 * straight into the portal's database through the server tests' factories, and deletes them after the test. A test
 * that asks for data without PostgreSQL is skipped.
 */
export const test = checked.extend<{ data: TestData }, { database: DatabaseHandle | undefined }>({
  database: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const url = e2eDatabaseUrl(E2E_PORT);
      const handle = url ? await openPostgres(url, { poolSize: 2, statementTimeoutMs: 0 }) : undefined;
      await use(handle);
      await handle?.close();
    },
    { scope: 'worker' },
  ],
  data: async ({ database }, use, testInfo) => {
    const requireDb = () => {
      if (!database) testInfo.skip(true, NEEDS_POSTGRES);
      return database!.db;
    };
    const made: string[] = [];
    const member = async (fields: Partial<Insertable<MemberTable>> = {}, { registered = true } = {}) => {
      const db = requireDb();
      const no = newMembershipNo();
      made.push(no);
      await addMember(db, no, fields, registered ? undefined : null);
      return no;
    };
    const financedMember = async ({ statementLines = 40 } = {}): Promise<FinancedMember> => {
      const db = requireDb();
      const no = await member({ prename: 'จ.ส.อ.', first_name: 'สมปอง', last_name: 'ทดสอบดี' });
      const borrower = await member({ first_name: 'ผู้กู้', last_name: 'ทดสอบ' });
      const guarantor = await member({ first_name: 'ผู้ค้ำ', last_name: 'ทดสอบ' });
      await addShares(db, no, { months: 6, monthly: 600 });
      await addLoanContract(db, no, { guarantors: [guarantor] });
      await addLoanContract(db, no, { fields: { loan_type_code: '10', loan_type_name: 'เงินกู้ฉุกเฉิน', approved_amount: 30_000, installment_amount: 2_500 }, paidPeriods: 5 });
      await addLoanContract(db, borrower, { guarantors: [no] });
      await addDepositAccount(db, no);
      // one movement a day, ending today, alternating a deposit and a smaller withdrawal
      const movements = Array.from({ length: statementLines }, (_, i) => (i % 2 === 0 ? 1_000.25 : -400.1));
      const atm = await addDepositAccount(db, no, { type_code: '03', type_name: 'ออมทรัพย์ ATM', open_date: isoDay(Date.now() - (statementLines - 1) * DAY_MS) }, movements);
      await addKepMonth(db, no, { year: 2026, month: 9, lines: [{ item_code: 'SHR', item_name: 'ค่าหุ้น', amount: 600, period: 5 }] });
      await addKepMonth(db, no, {
        year: 2026,
        month: 10,
        posted: false,
        lines: [
          { item_code: 'SHR', item_name: 'ค่าหุ้น', amount: 600, period: 6 },
          { item_code: 'LON', item_name: 'เงินกู้สามัญ', description: 'สัญญาทดสอบ', amount: 2_650.75, principal: 2_000, interest: 650.75, period: 4, balance_after: 112_000 },
          { item_code: 'CRM', item_name: 'ฌาปนกิจสงเคราะห์', amount: 480 },
        ],
      });
      const dividendYears = [2025, 2024, 2023];
      for (const year of dividendYears) await addDividend(db, no, { year, shareBase: 30_000 + (year - 2023) * 3_600 });
      await addBeneficiaries(db, no, [
        { full_name: 'นางสมใจ ทดสอบดี', relationship: 'คู่สมรส', share_percent: 60 },
        { full_name: 'ด.ญ.ใจดี ทดสอบดี', relationship: 'บุตร', share_percent: 40 },
      ]);
      await addWelfareType(db, { code: 'E2E1', name: 'ทุนการศึกษาบุตร (ทดสอบ)', description: '', amount: 2_000, once_only: false });
      await addWelfareClaim(db, no, 'E2E1', 2_000);
      await addCremation(db, no, { year: 2026, month: 10, posted: true });
      await addInsurancePolicy(db, no);
      await addDataRefresh(db, new Date());
      return { membershipNo: no, atmAccount: atm.account_no, dividendYears };
    };
    const groups: Pick<BilledGroups, 'main' | 'unitA' | 'unitB' | 'other'>[] = [];
    const billedGroups = async () => {
      const billed = await addBilledGroups(requireDb());
      groups.push(billed);
      made.push(...Object.values(billed.members));
      return billed;
    };
    const changingGroups = async () => {
      const changing = await addChangingGroups(requireDb());
      groups.push(changing);
      made.push(...Object.values(changing.members));
      return changing;
    };
    const staffMade: string[] = [];
    const staff = async (role: StaffRole, { enrolled = true } = {}) => {
      const made = await addStaffUser(requireDb(), role, { enrolled });
      staffMade.push(made.username);
      return made;
    };
    const categoriesMade: number[] = [];
    const contentItem = async (item: { title: string; body: string }) => {
      const db = requireDb();
      const category = await addContentCategory(db, `ข่าวทดสอบ ${testInfo.testId}`);
      categoriesMade.push(category);
      return addContentItem(db, category, { ...item, published_at: new Date(Date.now() - DAY_MS) });
    };
    await use({ member, financedMember, billedGroups, changingGroups, staff, contentItem });
    if (!database) return;
    const db = database.db;
    if (categoriesMade.length > 0) {
      await db.deleteFrom('content_items').where('category_id', 'in', categoriesMade).execute();
      await db.deleteFrom('content_categories').where('id', 'in', categoriesMade).execute();
    }
    if (staffMade.length > 0) await db.deleteFrom('staff_users').where('username', 'in', staffMade).execute();
    // the members' finance data goes with them (on delete cascade); then the groups, sub-groups first
    if (made.length > 0) await db.deleteFrom('members').where('membership_no', 'in', made).execute();
    for (const g of groups) {
      const units = [g.unitA, g.unitB, g.main, g.other];
      await db.deleteFrom('member_group_accounts').where('member_group_no', 'in', units).execute();
      for (const unit of units) await db.deleteFrom('member_groups').where('member_group_no', '=', unit).execute();
    }
  },
  // the closing accessibility check, set up after the data so that it runs before the data is deleted: run after,
  // it found the test's member or staff user gone, and a page that asked the server anything left for the login page
  // under the check (an override keeps the fixture automatic)
  accessibilityCheck: async ({ page, javaScriptEnabled, data }, use, testInfo) => {
    void data;
    await use();
    await checkPageLeftOpen(page, javaScriptEnabled, testInfo);
  },
});

export { expect } from './accessibility';
