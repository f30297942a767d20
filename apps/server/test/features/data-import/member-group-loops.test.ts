import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csv, importContent, newGroupNo } from '../../support/import-files';
import { startTestApp, type TestContext } from '../../support/test-app';

const GROUPS = 'member_group_no,name,parent_no';
const LOOP = 'หน่วยงานแม่ทำให้เกิดวงวน: ไล่หน่วยงานแม่ขึ้นไปแล้ววนกลับมาที่หน่วยงานนี้';
const TOO_DEEP = 'หน่วยงานแม่ซ้อนขึ้นไปเกิน 20 ชั้นโดยไม่ถึงหน่วยงานบนสุด';

describe('the groups import refuses a loop of parents (issue 22)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const parents = async (nos: string[]) =>
    Object.fromEntries(
      (await t.database.db.selectFrom('member_groups').select(['member_group_no', 'parent_no']).where('member_group_no', 'in', nos).execute())
        .map((g) => [g.member_group_no, g.parent_no]),
    );

  it('refuses every row of a loop made within one file, and writes none of the file', async () => {
    const [a, b, c, free] = [newGroupNo(), newGroupNo(), newGroupNo(), newGroupNo()];
    const result = await importContent(t.database.db, 'groups', csv(GROUPS, `${free},หน่วยอิสระ,`, `${a},กอง ก,${c}`, `${b},กอง ข,${a}`, `${c},กอง ค,${b}`));
    expect(result).toMatchObject({ outcome: 'rejected', rejectedRows: 3 });
    expect(result.errors).toEqual([3, 4, 5].map((line) => ({ line, column: 'parent_no', reason: LOOP })));
    expect(await parents([a, b, c, free])).toEqual({});
  });

  it('refuses a file that closes a loop with groups already imported, and leaves them as they were', async () => {
    const [a, b] = [newGroupNo(), newGroupNo()];
    const first = await importContent(t.database.db, 'groups', csv(GROUPS, `${a},กอง ก,`, `${b},ฝ่าย ข,${a}`));
    expect(first.outcome).toBe('imported');
    const second = await importContent(t.database.db, 'groups', csv(GROUPS, `${a},กอง ก,${b}`));
    expect(second).toMatchObject({ outcome: 'rejected', errors: [{ line: 2, column: 'parent_no', reason: LOOP }] });
    expect(await parents([a, b])).toEqual({ [a]: null, [b]: a });
  });

  it('accepts a file that moves a group so that the merged table has no loop', async () => {
    const [a, b] = [newGroupNo(), newGroupNo()];
    await importContent(t.database.db, 'groups', csv(GROUPS, `${a},กอง ก,`, `${b},ฝ่าย ข,${a}`));
    const swapped = await importContent(t.database.db, 'groups', csv(GROUPS, `${a},กอง ก,${b}`, `${b},ฝ่าย ข,`));
    expect(swapped.outcome).toBe('imported');
    expect(await parents([a, b])).toEqual({ [a]: b, [b]: null });
  });

  it('refuses a group hung beneath a loop already in the data, and the check ends', async () => {
    const [a, b, unit] = [newGroupNo(), newGroupNo(), newGroupNo()];
    await t.database.db.insertInto('member_groups').values([{ member_group_no: a, name: 'กอง ก', parent_no: null }, { member_group_no: b, name: 'กอง ข', parent_no: a }]).execute();
    await t.database.db.updateTable('member_groups').set({ parent_no: b }).where('member_group_no', '=', a).execute();
    const result = await importContent(t.database.db, 'groups', csv(GROUPS, `${unit},ฝ่ายใหม่,${a}`));
    expect(result).toMatchObject({ outcome: 'rejected', errors: [{ line: 2, column: 'parent_no', reason: TOO_DEEP }] });
  });

  it('refuses the groups of a chain with more than twenty groups above them', async () => {
    const chain = Array.from({ length: 23 }, () => newGroupNo());
    const rows = chain.map((no, i) => `${no},ชั้น ${i},${i === 0 ? '' : chain[i - 1]}`);
    const result = await importContent(t.database.db, 'groups', csv(GROUPS, ...rows));
    expect(result.errors).toEqual([23, 24].map((line) => ({ line, column: 'parent_no', reason: TOO_DEEP })));
  });
});
