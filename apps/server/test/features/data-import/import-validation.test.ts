import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDataset } from '../../../src/features/data-import/datasets';
import { MSG } from '../../../src/features/data-import/import-messages';
import { importFile } from '../../../src/features/data-import/run-import';
import { csv, importContent, recordTestRun, workbookOf } from '../../support/import-files';
import { addMember, newMembershipNo } from '../../support/members';
import { startTestApp, type TestContext } from '../../support/test-app';

const SHARES = 'membership_no,share_value,share_count,monthly_payment,last_period';
const STATEMENT = 'membership_no,operate_date,item_code,item_desc,period,amount,sign,balance';

describe('import validation: every row checked, nothing written when one is refused', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const shareRows = (no: string) => t.database.db.selectFrom('share_accounts').selectAll().where('membership_no', '=', no).execute();

  it('reports every bad row with its line, column and a Thai reason, and writes none of the good ones', async () => {
    const [a, b] = [newMembershipNo(), newMembershipNo()];
    await addMember(t.database.db, a, {}, null);
    await addMember(t.database.db, b, {}, null);
    const unknown = newMembershipNo();
    const result = await importContent(t.database.db, 'shares', csv(
      SHARES,
      `${a},"12,000.00",1200,500,24`,
      `${unknown},100,10,100,1`,
      `${b},abc,10,100,1`,
      `${b},100,ten,100,1`,
      `${a},100,10,100,1`,
    ));
    expect(result).toMatchObject({ outcome: 'rejected', rowsRead: 5, rejectedRows: 4, errorCount: 4, inserted: 0 });
    expect(result.errors).toEqual([
      { line: 3, column: 'membership_no', reason: `ไม่พบสมาชิกเลขทะเบียน ${unknown}` },
      { line: 4, column: 'share_value', reason: 'ต้องเป็นจำนวนเงิน เช่น 1,234.50' },
      { line: 5, column: 'share_count', reason: 'ต้องเป็นจำนวนเต็ม' },
      { line: 6, column: 'membership_no', reason: 'ซ้ำกับบรรทัดที่ 2 ในไฟล์เดียวกัน' },
    ]);
    expect(await shareRows(a)).toEqual([]);
  });

  it('a bad last row leaves the table as it was (one transaction per file)', async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no, {}, null);
    await importContent(t.database.db, 'shares', csv(SHARES, `${no},1000,100,100,10`));
    const result = await importContent(t.database.db, 'share-statements', csv(
      STATEMENT,
      ...Array.from({ length: 50 }, (_, i) => `${no},2026-0${1 + (i % 9)}-10,SHR,ซื้อหุ้น,${i + 1},100,1,${100 * (i + 1)}`),
      `${no},2026-02-31,SHR,ซื้อหุ้น,51,100,1,5100`,
    ));
    expect(result).toMatchObject({ outcome: 'rejected', rowsRead: 51, rejectedRows: 1 });
    expect(result.errors).toEqual([{ line: 52, column: 'operate_date', reason: expect.stringContaining('วันที่ไม่ถูกต้อง') }]);
    const lines = await t.database.db.selectFrom('share_statements').select('seq').where('membership_no', '=', no).execute();
    expect(lines).toEqual([]);
  });

  it('refuses a header with a missing, an unknown or a repeated column, and counts the rows all the same', async () => {
    const result = await importContent(t.database.db, 'shares', csv('membership_no,share_value,share_count,share_count,colour', '1234567,1,1'));
    expect(result).toMatchObject({ outcome: 'rejected', rowsRead: 1 });
    expect(result.errors.map((e) => [e.line, e.column])).toEqual([[1, 'share_count'], [1, 'colour'], [1, 'monthly_payment'], [1, 'last_period']]);
    expect(result.errors[2]?.reason).toBe('ไม่มีคอลัมน์ monthly_payment ในแถวหัวตาราง');
  });

  it('refuses an empty file', async () => {
    const result = await importContent(t.database.db, 'members', '');
    expect(result).toMatchObject({ outcome: 'rejected', errors: [{ line: 1, column: '', reason: 'ไฟล์ว่าง ไม่มีแถวหัวตาราง' }] });
  });

  it('counts every error but reports the first thousand, in file order', async () => {
    const rows = Array.from({ length: 1_500 }, (_, i) => `${newMembershipNo()},x,1,1,${i}`);
    const result = await importContent(t.database.db, 'shares', csv(SHARES, ...rows));
    expect(result).toMatchObject({ outcome: 'rejected', rejectedRows: 1_500, errorCount: 1_500 });
    expect(result.errors).toHaveLength(1_000);
    expect(result.errors[999]?.line).toBe(1_001);
  });

  it('checks keys against the database and against the same file (a parent group further down)', async () => {
    const result = await importContent(t.database.db, 'groups', csv(
      'member_group_no,name,parent_no',
      '88000101,ฝ่ายหนึ่ง,88000100',
      '88000100,กองหนึ่ง,',
      '88000102,ฝ่ายสอง,88009999',
      '88000103,ฝ่ายสาม,88000103',
    ));
    expect(result.errors).toEqual([
      { line: 4, column: 'parent_no', reason: 'ไม่พบหน่วยงานแม่รหัส 88009999' },
      { line: 5, column: 'parent_no', reason: 'หน่วยงานเป็นหน่วยงานแม่ของตัวเองไม่ได้' },
    ]);
  });

  it('records every attempt in the import history and the audit log, refused ones too', async () => {
    const result = await importContent(t.database.db, 'members', csv('membership_no'), { fileName: 'members-2569-11.csv' });
    const run = await t.database.db.selectFrom('import_runs').selectAll().where('id', '=', Number(result.runId)).executeTakeFirstOrThrow();
    expect(run).toMatchObject({ actor_kind: 'system', actor: 'vitest', dataset: 'members', file_name: 'members-2569-11.csv', outcome: 'rejected', rows_read: 0 });
    expect(run.file_sha256).toBe(result.sha256);
    expect(run.error_count).toBe(result.errorCount);
    const audit = await t.database.db.selectFrom('audit_log').select(['actor_kind', 'actor', 'action']).where('target', '=', 'members:members-2569-11.csv').orderBy('id').execute();
    expect(audit).toEqual([
      { actor_kind: 'system', actor: 'vitest', action: 'import.started' },
      { actor_kind: 'system', actor: 'vitest', action: 'import.rejected' },
    ]);
  });

  it.each([
    ['a NUL', '\u0000'],
    ['DEL', '\u007f'],
    ['a C1 control', '\u0085'],
  ])('refuses a text cell holding %s as a Thai error of that row and column, and the other rows as usual', async (_, character) => {
    const result = await importContent(t.database.db, 'welfare-types', csv(
      'code,name,amount,once_only',
      `W${newMembershipNo()},ทุน${character}การศึกษา,100,0`,
      `W${newMembershipNo()},ค่ารักษา,abc,0`,
      `W${newMembershipNo()},ค่าคลอด,100,0`,
    ));
    expect(result).toMatchObject({ outcome: 'rejected', inserted: 0, rejectedRows: 2, errorCount: 2 });
    expect(result.errors).toEqual([
      { line: 2, column: 'name', reason: MSG.controlCharacter },
      { line: 3, column: 'amount', reason: MSG.notAmount },
    ]);
  });

  it('records the run and audits its start before the file is read, so a file that ends the process leaves a trace', async () => {
    const fileName = `ก่อนอ่าน-${newMembershipNo()}.csv`;
    let seenWhileReading: unknown[] = [];
    const db = t.database.db;
    async function* bytes() {
      yield Buffer.from('code,name,amount,once_only\n');
      seenWhileReading = await Promise.all([
        db.selectFrom('import_runs').select(['outcome', 'rows_read']).where('file_name', '=', fileName).execute(),
        db.selectFrom('audit_log').select('action').where('target', '=', `welfare-types:${fileName}`).execute(),
      ]);
      yield Buffer.from(`W${newMembershipNo()},ทุนการศึกษา,100,0\n`);
    }
    const welfare = findDataset('welfare-types');
    if (!welfare) throw new Error('no welfare-types');
    const result = await importFile(db, { runId: await recordTestRun(db, 'welfare-types', fileName), dataset: welfare, bytes: bytes() });
    expect(seenWhileReading).toEqual([[{ outcome: 'failed', rows_read: 0 }], [{ action: 'import.started' }]]);
    expect(result).toMatchObject({ outcome: 'imported', inserted: 1 });
    expect(await db.selectFrom('import_runs').select(['outcome', 'rows_read']).where('file_name', '=', fileName).execute()).toEqual([{ outcome: 'imported', rows_read: 1 }]);
  });

  it('refuses a workbook cell holding a C1 control at its sheet row and column', async () => {
    const bytes = await workbookOf((sheet) => {
      sheet.addRow(['code', 'name', 'amount', 'once_only']);
      sheet.addRow([`W${newMembershipNo()}`, 'ทุน\u0085การศึกษา', 100, 0]);
    });
    const result = await importContent(t.database.db, 'welfare-types', bytes);
    expect(result).toMatchObject({ outcome: 'rejected', errors: [{ line: 2, column: 'name', reason: MSG.controlCharacter }] });
  });
});
