import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csv, importContent, newGroupNo, workbookOf as workbook } from '../../support/import-files';
import { startTestApp, type TestContext } from '../../support/test-app';

const GROUPS = 'member_group_no,name,parent_no';

describe('import files as cooperatives have them: encodings and workbooks', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const groupName = async (no: string) =>
    (await t.database.db.selectFrom('member_groups').select('name').where('member_group_no', '=', no).executeTakeFirst())?.name;

  it('reads TIS-620 (Windows-874) files, found by their bytes or named', async () => {
    const [a, b] = [newGroupNo(), newGroupNo()];
    const bytes = iconv.encode(csv(GROUPS, `${a},กองคลัง ฝ่ายบัญชี,`, `${b},งานพัสดุ,${a}`), 'win874');
    expect(await importContent(t.database.db, 'groups', bytes)).toMatchObject({ outcome: 'imported', inserted: 2 });
    expect(await groupName(b)).toBe('งานพัสดุ');
    expect(await importContent(t.database.db, 'groups', bytes, { encoding: 'tis-620' })).toMatchObject({ unchanged: 2 });
  });

  it('reads UTF-8 with a byte order mark, and refuses TIS-620 bytes when told the file is UTF-8', async () => {
    const no = newGroupNo();
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv(GROUPS, `${no},สำนักงานใหญ่,`))]);
    expect(await importContent(t.database.db, 'groups', withBom)).toMatchObject({ outcome: 'imported', inserted: 1 });
    expect(await groupName(no)).toBe('สำนักงานใหญ่');
    const tis = iconv.encode(csv(GROUPS, `${newGroupNo()},สำนักงานใหญ่,`), 'win874');
    const refused = await importContent(t.database.db, 'groups', tis, { encoding: 'utf-8' });
    expect(refused).toMatchObject({ outcome: 'rejected', errors: [{ line: 1, reason: expect.stringContaining('ไม่ใช่ UTF-8') }] });
  });

  it('reads a workbook: text, numbers and date cells', async () => {
    const [group, parent] = [newGroupNo(), newGroupNo()];
    const bytes = await workbook((sheet) => {
      sheet.addRow(['member_group_no', 'name', 'parent_no']);
      sheet.addRow([parent, 'กองทัพภาค', null]);
      sheet.addRow([Number(group), { richText: [{ text: 'กอง' }, { text: 'พัน' }] }, parent]);
    });
    expect(await importContent(t.database.db, 'dividend-years', await workbook((sheet) => {
      sheet.addRow(['year', 'dividend_rate', 'refund_rate', 'approved', 'paid_date']);
      sheet.addRow([2031, 6.125, 12, true, new Date(Date.UTC(2032, 0, 15))]);
    }))).toMatchObject({ outcome: 'imported', inserted: 1 });
    expect(await importContent(t.database.db, 'groups', bytes, { fileName: 'groups.xlsx' })).toMatchObject({ outcome: 'imported', inserted: 2 });
    expect(await groupName(group)).toBe('กองพัน');
    const year = await t.database.db.selectFrom('dividend_years').selectAll().where('year', '=', 2031).executeTakeFirst();
    expect(year).toEqual({ year: 2031, dividend_rate: 6.125, refund_rate: 12, approved: true, paid_date: '2032-01-15' });
  });

  it('refuses formulas and merged cells with a Thai reason at their row and column', async () => {
    const bytes = await workbook((sheet) => {
      sheet.addRow(['member_group_no', 'name', 'parent_no']);
      sheet.addRow([newGroupNo(), 'กองหนึ่ง', null]);
      sheet.addRow([newGroupNo(), { formula: 'CONCATENATE("กอง","สอง")', result: 'กองสอง' }, null]);
      sheet.addRow([newGroupNo(), 'กองสาม', 'x']);
      sheet.mergeCells('B4:C4');
    });
    const result = await importContent(t.database.db, 'groups', bytes);
    expect(result).toMatchObject({ outcome: 'rejected', inserted: 0 });
    expect(result.errors).toEqual([
      { line: 3, column: 'name', reason: expect.stringContaining('สูตรคำนวณ') },
      { line: 4, column: 'name', reason: expect.stringContaining('ผสานเซลล์') },
    ]);
  });

  it('refuses a file that is neither CSV text nor a workbook it can open', async () => {
    const result = await importContent(t.database.db, 'groups', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]));
    expect(result).toMatchObject({ outcome: 'rejected', errors: [{ line: 1, reason: 'อ่านไฟล์ Excel ไม่ได้ (ต้องเป็น .xlsx)' }] });
  });

  it('refuses a workbook whose directory points past its end as a file it cannot open, not a fault of the server', async () => {
    const bytes = Buffer.from(await workbook((sheet) => sheet.addRow(['member_group_no', 'name'])));
    const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    bytes.writeUInt32LE(bytes.length + 1000, end + 16);
    const result = await importContent(t.database.db, 'groups', bytes);
    expect(result).toMatchObject({ outcome: 'rejected', errors: [{ line: 1, reason: 'อ่านไฟล์ Excel ไม่ได้ (ต้องเป็น .xlsx)' }] });
  });
});
