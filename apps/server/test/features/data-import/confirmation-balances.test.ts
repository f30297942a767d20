import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csv, importContent } from '../../support/import-files';
import { addMember, newMembershipNo } from '../../support/members';
import { startTestApp, type TestContext } from '../../support/test-app';

const HEADER = 'year,balance_date,membership_no,line_no,kind,reference,description,units,amount';

describe('import of a confirmation campaign\'s balances', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const member = async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no, {}, null);
    return no;
  };
  /** A member's whole letter: shares, a deposit, a loan and a guarantee each way. */
  const letter = (year: number, no: string, loan = '215,000.00') => [
    `${year},${year}-09-30,${no},1,หุ้น,,ทุนเรือนหุ้น,28100,"281,000.00"`,
    `${year},${year}-09-30,${no},2,deposit,001-1-${no},เงินฝากออมทรัพย์,,"16,226.02"`,
    `${year},${year}-09-30,${no},3,เงินกู้,OR-${no},เงินกู้สามัญ,,"${loan}"`,
    `${year},${year}-09-30,${no},4,ค้ำประกันให้ผู้อื่น,EM-0001,ค้ำประกันเงินกู้ฉุกเฉิน,,"30,000.00"`,
    `${year},${year}-09-30,${no},5,guarantee_received,OR-${no},ผู้ค้ำประกัน,,"150,000.00"`,
  ];
  const campaign = (year: number) => t.database.db.selectFrom('confirmation_campaigns').selectAll().where('year', '=', year).executeTakeFirst();
  const lines = (year: number, no: string) => t.database.db.selectFrom('confirmation_balances as b')
    .innerJoin('confirmation_campaigns as c', 'c.id', 'b.campaign_id')
    .select(['b.line_no', 'b.kind', 'b.reference', 'b.description', 'b.units', 'b.amount'])
    .where('c.year', '=', year).where('b.membership_no', '=', no).orderBy('b.line_no').execute();

  it('makes the campaign a draft with its balance date, takes every line, and a second import changes nothing', async () => {
    const [a, b] = [await member(), await member()];
    const file = csv(HEADER, ...letter(2031, a), ...letter(2031, b));
    expect(await importContent(t.database.db, 'confirmation-balances', file)).toMatchObject({ outcome: 'imported', inserted: 10, errors: [] });
    expect(await campaign(2031)).toMatchObject({ year: 2031, balance_date: '2031-09-30', status: 'draft', opened_at: null, closed_at: null });
    expect(await lines(2031, a)).toEqual([
      { line_no: 1, kind: 'share', reference: '', description: 'ทุนเรือนหุ้น', units: 28100, amount: 281000 },
      { line_no: 2, kind: 'deposit', reference: `001-1-${a}`, description: 'เงินฝากออมทรัพย์', units: null, amount: 16226.02 },
      { line_no: 3, kind: 'loan', reference: `OR-${a}`, description: 'เงินกู้สามัญ', units: null, amount: 215000 },
      { line_no: 4, kind: 'guarantee_given', reference: 'EM-0001', description: 'ค้ำประกันเงินกู้ฉุกเฉิน', units: null, amount: 30000 },
      { line_no: 5, kind: 'guarantee_received', reference: `OR-${a}`, description: 'ผู้ค้ำประกัน', units: null, amount: 150000 },
    ]);
    const again = await importContent(t.database.db, 'confirmation-balances', file);
    expect(again).toMatchObject({ outcome: 'imported', inserted: 0, updated: 0, deleted: 0, unchanged: 10 });
    expect(await t.database.db.selectFrom('confirmation_campaigns').select('id').where('year', '=', 2031).execute()).toHaveLength(1);
  });

  it("replaces a member's lines of the year the file names, and leaves another member's and another year's alone", async () => {
    const [a, b] = [await member(), await member()];
    await importContent(t.database.db, 'confirmation-balances', csv(HEADER, ...letter(2032, a), ...letter(2032, b), ...letter(2033, a)));
    // core banking corrected a's loan, and a no longer guarantees anyone
    const fixed = letter(2032, a, '214,000.00').filter((l) => !l.includes('ค้ำประกันให้ผู้อื่น'));
    const result = await importContent(t.database.db, 'confirmation-balances', csv(HEADER, ...fixed));
    expect(result).toMatchObject({ outcome: 'imported', inserted: 0, updated: 1, unchanged: 3, deleted: 1 });
    expect((await lines(2032, a)).map((l) => [l.line_no, l.amount])).toEqual([[1, 281000], [2, 16226.02], [3, 214000], [5, 150000]]);
    expect(await lines(2032, b)).toHaveLength(5);
    expect(await lines(2033, a)).toHaveLength(5);
  });

  it('reads a file in Buddhist years, and Thai digits and names of kinds', async () => {
    const a = await member();
    const result = await importContent(t.database.db, 'confirmation-balances', csv(
      HEADER,
      `2577,31/12/2577,${a},1,หุ้น,,ทุนเรือนหุ้น,๖๐๐,"6,000.00"`,
      `2577,31/12/2577,${a},2,ผู้ค้ำประกันให้,OR-1,ผู้ค้ำประกัน,,"1,500.50"`,
    ), { calendar: 'buddhist' });
    expect(result).toMatchObject({ outcome: 'imported', inserted: 2 });
    expect(await campaign(2034)).toMatchObject({ balance_date: '2034-12-31', status: 'draft' });
    expect((await lines(2034, a)).map((l) => [l.kind, l.units, l.amount])).toEqual([['share', 600, 6000], ['guarantee_received', null, 1500.5]]);
  });

  it('refuses, each with a Thai reason, an unknown member, a bad kind, units on a loan and a line twice, and writes nothing', async () => {
    const a = await member();
    const unknown = newMembershipNo();
    const result = await importContent(t.database.db, 'confirmation-balances', csv(
      HEADER,
      `2035,2035-09-30,${a},1,หุ้น,,ทุนเรือนหุ้น,100,"1,000.00"`,
      `2035,2035-09-30,${unknown},1,หุ้น,,ทุนเรือนหุ้น,100,"1,000.00"`,
      `2035,2035-09-30,${a},2,ปันผล,X-1,ปันผล,,100`,
      `2035,2035-09-30,${a},3,เงินกู้,OR-1,เงินกู้สามัญ,10,"5,000.00"`,
      `2035,2035-09-30,${a},1,เงินฝาก,001-1,เงินฝากออมทรัพย์,,100`,
      `2035,2035-09-30,${a},4,เงินฝาก,,เงินฝากออมทรัพย์,,100`,
      `2035,2035-09-30,${a},5,หุ้น,,ทุนเรือนหุ้น,,100`,
    ));
    expect(result).toMatchObject({ outcome: 'rejected', rowsRead: 7, rejectedRows: 6, inserted: 0 });
    expect(result.errors).toEqual([
      { line: 3, column: 'membership_no', reason: `ไม่พบสมาชิกเลขทะเบียน ${unknown}` },
      { line: 4, column: 'kind', reason: expect.stringContaining('ประเภทรายการต้องเป็น หุ้น, เงินฝาก, เงินกู้') },
      { line: 5, column: 'units', reason: 'จำนวนหุ้นใส่ได้เฉพาะรายการหุ้น' },
      { line: 6, column: 'year+membership_no+line_no', reason: 'ซ้ำกับบรรทัดที่ 2 ในไฟล์เดียวกัน' },
      { line: 7, column: 'reference', reason: 'ต้องมีเลขที่บัญชีหรือเลขที่สัญญา' },
      { line: 8, column: 'units', reason: 'รายการหุ้นต้องมีจำนวนหุ้น' },
    ]);
    expect(await campaign(2035)).toBeUndefined();
  });

  it('refuses every row of a closed year, and a balance date other than the campaign\'s', async () => {
    const [a, b] = [await member(), await member()];
    await importContent(t.database.db, 'confirmation-balances', csv(HEADER, ...letter(2036, a), ...letter(2037, a)));
    await t.database.db.updateTable('confirmation_campaigns').set({ status: 'closed', closed_at: new Date() }).where('year', '=', 2036).execute();
    const closed = await importContent(t.database.db, 'confirmation-balances', csv(HEADER, ...letter(2036, b)));
    expect(closed).toMatchObject({ outcome: 'rejected', rejectedRows: 5 });
    expect(new Set(closed.errors.map((e) => `${e.column}: ${e.reason}`))).toEqual(new Set(['year: การยืนยันยอดของปีนี้ปิดแล้ว แก้ไขยอดไม่ได้']));
    expect(await lines(2036, b)).toEqual([]);

    const moved = await importContent(t.database.db, 'confirmation-balances', csv(HEADER, ...letter(2037, b).map((l) => l.replace('2037-09-30', '2037-12-31'))));
    expect(moved).toMatchObject({ outcome: 'rejected', rejectedRows: 5 });
    expect(moved.errors[0]).toEqual({ line: 2, column: 'balance_date', reason: 'วันที่ของยอดไม่ตรงกับวันที่ของการยืนยันยอดปีนี้ที่มีอยู่แล้ว' });
    expect(await campaign(2037)).toMatchObject({ balance_date: '2037-09-30' });

    const twoDates = await importContent(t.database.db, 'confirmation-balances', csv(HEADER, `2038,2038-09-30,${a},1,เงินฝาก,1,ฝาก,,1`, `2038,2038-12-31,${b},1,เงินฝาก,1,ฝาก,,1`));
    expect(twoDates.errors.map((e) => [e.line, e.reason])).toEqual([[2, 'ปีเดียวกันในไฟล์มีวันที่ของยอดต่างกัน'], [3, 'ปีเดียวกันในไฟล์มีวันที่ของยอดต่างกัน']]);
    expect(await campaign(2038)).toBeUndefined();
  });
});
