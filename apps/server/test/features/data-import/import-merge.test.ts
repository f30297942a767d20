import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csv, importContent, newGroupNo } from '../../support/import-files';
import { addMember, newMembershipNo } from '../../support/members';
import { startTestApp, type TestContext } from '../../support/test-app';

const ACCOUNTS = 'account_no,membership_no,type_code,type_name,account_name,balance,withdrawable,open_date';
const LINES = 'account_no,operate_date,item_code,item_desc,sign,amount,balance';
const KEP = 'membership_no,year,month,member_group_no,receipt_no,receipt_date,posted,share_total,principal_total,interest_total,amount_total';

describe('import merge: idempotent, and a newer file replaces only what it covers', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const account = async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no, {}, null);
    const accountNo = `T${no}`;
    await importContent(t.database.db, 'deposits', csv(ACCOUNTS, `${accountNo},${no},01,ออมทรัพย์,ทดสอบ,0,0,2026-01-01`));
    return accountNo;
  };
  const statement = (accountNo: string) =>
    t.database.db.selectFrom('deposit_statements').select(['seq', 'operate_date', 'amount', 'balance'])
      .where('account_no', '=', accountNo).orderBy('seq').execute();

  it('a second import of the same file writes nothing and says every row is unchanged', async () => {
    const accountNo = await account();
    const file = csv(LINES, `${accountNo},2026-01-05,DEP,ฝาก,1,"1,000.00","1,000.00"`, `${accountNo},2026-01-06,WDL,ถอน,-1,200.50,799.50`);
    expect(await importContent(t.database.db, 'deposit-statements', file)).toMatchObject({ outcome: 'imported', inserted: 2, unchanged: 0 });
    const xmin = () => sql<{ xmin: string }>`select xmin::text from deposit_statements where account_no = ${accountNo} order by seq`.execute(t.database.db);
    const before = (await xmin()).rows;
    expect(await importContent(t.database.db, 'deposit-statements', file)).toMatchObject({ inserted: 0, updated: 0, deleted: 0, unchanged: 2 });
    expect((await xmin()).rows).toEqual(before);
  });

  it('a statement file replaces an account from its first date on, numbering on gap-free in date order', async () => {
    const accountNo = await account();
    const other = await account();
    await importContent(t.database.db, 'deposit-statements', csv(
      LINES,
      `${accountNo},2026-01-05,DEP,ฝาก,1,100,100`,
      `${accountNo},2026-02-05,DEP,ฝาก,1,100,200`,
      `${accountNo},2026-03-05,DEP,ฝาก,1,100,300`,
      `${accountNo},2026-04-05,DEP,ฝาก,1,100,400`,
      `${other},2026-01-05,DEP,ฝาก,1,50,50`,
    ));
    // core banking corrected March: the file starts there, its lines out of order within the file
    const result = await importContent(t.database.db, 'deposit-statements', csv(
      LINES,
      `${accountNo},2026-03-20,DEP,ฝาก,1,5,305`,
      `${accountNo},2026-03-05,DEP,ฝาก,1,100,300`,
    ));
    // April's line gives its number to the new 20 March line
    expect(result).toMatchObject({ inserted: 0, updated: 1, unchanged: 1, deleted: 0 });
    expect(await statement(accountNo)).toEqual([
      { seq: 1, operate_date: '2026-01-05', amount: 100, balance: 100 },
      { seq: 2, operate_date: '2026-02-05', amount: 100, balance: 200 },
      { seq: 3, operate_date: '2026-03-05', amount: 100, balance: 300 },
      { seq: 4, operate_date: '2026-03-20', amount: 5, balance: 305 },
    ]);
    expect(await statement(other)).toHaveLength(1);
  });

  it('a deduction file replaces its months: a header it leaves out goes with its lines, other months stay', async () => {
    const group = newGroupNo();
    await importContent(t.database.db, 'groups', csv('member_group_no,name', `${group},หน่วยทดสอบ`));
    const [a, b] = [newMembershipNo(), newMembershipNo()];
    await addMember(t.database.db, a, {}, null);
    await addMember(t.database.db, b, {}, null);
    // a year of its own: a month is the scope, and other tests share the database
    const header = (no: string, month: number, amount: string) => `${no},2571,${month},${group},R${month}${no},30/0${month}/2571,1,0,0,0,${amount}`;
    const first = await importContent(t.database.db, 'kep-headers', csv(KEP, header(a, 5, '100'), header(b, 5, '200'), header(a, 6, '100')), { calendar: 'buddhist' });
    expect(first).toMatchObject({ outcome: 'imported', inserted: 3 });
    const line = 'membership_no,year_be,month,line_no,item_code,item_group,item_name,amount';
    await importContent(t.database.db, 'kep-lines', csv(line, `${b},2571,5,1,SHR,หุ้น,ค่าหุ้น,200`));
    const again = await importContent(t.database.db, 'kep-headers', csv(KEP, header(a, 5, '150')), { calendar: 'buddhist' });
    expect(again).toMatchObject({ inserted: 0, updated: 1, unchanged: 0, deleted: 1 });
    const headers = await t.database.db.selectFrom('kep_headers').select(['membership_no', 'year', 'month', 'amount_total'])
      .where('membership_no', 'in', [a, b]).orderBy('month').execute();
    expect(headers).toEqual([
      { membership_no: a, year: 2028, month: 5, amount_total: 150 },
      { membership_no: a, year: 2028, month: 6, amount_total: 100 },
    ]);
    expect(await t.database.db.selectFrom('kep_lines').select('line_no').where('membership_no', '=', b).execute()).toEqual([]);
  });

  it('tables without a key: a member the file names gets exactly its rows, rewritten only when they differ', async () => {
    const [a, b] = [newMembershipNo(), newMembershipNo()];
    await addMember(t.database.db, a, {}, null);
    await addMember(t.database.db, b, {}, null);
    const policy = (no: string, coverage: string) => `${no},ประกันสหมิตร,คุ้มครองหนี้,GL-${no},${coverage},360,30,2026-01-01,2026-12-31,มีผลคุ้มครอง`;
    const head = 'membership_no,insurer,policy_type,policy_no,coverage,premium,monthly_premium,start_date,end_date,status';
    expect(await importContent(t.database.db, 'insurance', csv(head, policy(a, '"100,000"'), policy(b, '"200,000"')))).toMatchObject({ inserted: 2 });
    expect(await importContent(t.database.db, 'insurance', csv(head, policy(b, '"200,000.00"'), policy(a, '100000')))).toMatchObject({ inserted: 0, unchanged: 2, deleted: 0 });
    expect(await importContent(t.database.db, 'insurance', csv(head, policy(a, '"150,000"')))).toMatchObject({ inserted: 1, unchanged: 0, deleted: 1 });
    const left = await t.database.db.selectFrom('insurance_policies').select(['membership_no', 'coverage']).where('membership_no', 'in', [a, b]).orderBy('membership_no').execute();
    expect(left).toEqual([{ membership_no: a, coverage: 150_000 }, { membership_no: b, coverage: 200_000 }]);
  });

  it('members are added and changed by number and never deleted; unchanged members are counted as such', async () => {
    const group = newGroupNo();
    await importContent(t.database.db, 'groups', csv('member_group_no,name', `${group},หน่วยทดสอบ`));
    const [a, b] = [newMembershipNo(), newMembershipNo()];
    const head = 'membership_no,prename,first_name,last_name,member_group_no,member_status,birth_date_be,sex,salary,national_id';
    const row = (no: string, salary: string) => `${no},นาย,ทดสอบ,นำเข้า,${group},ปกติ,17/05/2523,M,${salary},1101700203450`;
    expect(await importContent(t.database.db, 'members', csv(head, row(a, '"25,000.50"'), row(b, '"30,000"')))).toMatchObject({ inserted: 2 });
    expect(await importContent(t.database.db, 'members', csv(head, row(a, '"26,000"')))).toMatchObject({ inserted: 0, updated: 1, unchanged: 0, deleted: 0 });
    const rows = await t.database.db.selectFrom('members').select(['membership_no', 'salary', 'birth_date']).where('membership_no', 'in', [a, b]).orderBy('membership_no').execute();
    expect(rows).toEqual([{ membership_no: a, salary: 26_000, birth_date: '1980-05-17' }, { membership_no: b, salary: 30_000, birth_date: '1980-05-17' }]);
  });
});
