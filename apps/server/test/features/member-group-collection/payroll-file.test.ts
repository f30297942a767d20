import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBilledGroups, groupToken } from '../../support/member-groups';
import { addStaffUser } from '../../support/staff';
import { staffToken } from '../../support/staff-requests';
import { startTestApp, type TestContext } from '../../support/test-app';

describe('the payroll file (issue 29 item 1)', () => {
  let t: TestContext;
  let groups: Awaited<ReturnType<typeof addBilledGroups>>;
  let clerk: string;
  let staff: string;
  let staffName: string;
  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const saveLayout = (groupNo: string, layout: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/member_groups/${groupNo}/payroll_layout`,
      headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/json' },
      payload: JSON.stringify(layout),
    });
  const nameOf = async (no: string) => {
    const m = await t.database.db.selectFrom('members').select(['prename', 'first_name', 'last_name']).where('membership_no', '=', no).executeTakeFirstOrThrow();
    return `${m.prename}${m.first_name} ${m.last_name}`;
  };
  /** A CSV's lines as fields, unquoted. */
  const csvRows = (text: string) =>
    text
      .trimEnd()
      .split('\r\n')
      .map((line) => line.slice(1, -1).split('","'));

  beforeAll(async () => {
    t = await startTestApp();
    groups = await addBilledGroups(t.database.db);
    await t.database.db.updateTable('members').set({ employee_no: 'E-0001', national_id: '0123456789012' }).where('membership_no', '=', groups.members.first).execute();
    clerk = await groupToken(t.app, groups.main);
    const user = await addStaffUser(t.database.db, 'support');
    staffName = user.username;
    staff = await staffToken(t.app, user, t.clock.now());
  });
  afterAll(() => t.close());

  it("gives the clerk the month's members as TIS-620 CSV in the default layout, one line each with the cover sheet's total", async () => {
    const res = await get('/api/membergroup/payroll/csv?year=2026&month=10', clerk);
    expect([res.statusCode, res.headers['content-type'], res.headers['content-disposition']]).toEqual([
      200,
      'text/csv; charset=windows-874',
      `attachment; filename="payroll-${groups.main}-2569-10.csv"`,
    ]);
    const rows = csvRows(iconv.decode(res.rawPayload, 'win874'));
    expect(rows[0]).toEqual(['คำนำหน้าชื่อ', 'ชื่อ', 'นามสกุล', 'เลขประจำตัวประชาชน', 'เลขประจำตัวพนักงาน', 'จำนวนเงินที่หัก', 'หน่วยงานย่อย']);
    expect(rows[1]).toEqual(['ส.อ.', 'หนึ่ง', 'ทดสอบ', '0123456789012', 'E-0001', '3850.49', 'กองพันที่ 1']);
    expect(rows.slice(1).map((r) => r[5])).toEqual(['3850.49', '0.10', '1234.60']);
  });

  it('adds up to the SQL sum of the lines billed to the tree, to the satang', async () => {
    const text = iconv.decode((await get('/api/membergroup/payroll/csv?year=2026&month=10', clerk)).rawPayload, 'win874');
    const satang = csvRows(text)
      .slice(1)
      .reduce((sum, r) => sum + Math.round(Number(r[5]) * 100), 0);
    const { rows } = await sql<{ total: string }>`
      select (sum(l.amount) * 100)::bigint::text as total from kep_lines l join kep_headers h using (membership_no, year, month, seq)
      where h.year = 2026 and h.month = 10 and h.member_group_no in (${sql.join([groups.main, groups.unitA, groups.unitB])})`.execute(t.database.db);
    expect(satang).toBe(Number(rows[0]!.total));
  });

  it('gives a sub-group its own members only, and another group nothing', async () => {
    const unitB = csvRows(iconv.decode((await get(`/api/membergroup/payroll/csv?year=2026&month=10&member_group_no=${groups.unitB}`, clerk)).rawPayload, 'win874'));
    expect(unitB.slice(1).map((r) => r[5])).toEqual(['1234.60']);
    const other = await get(`/api/membergroup/payroll/csv?member_group_no=${groups.other}`, clerk);
    expect([other.statusCode, other.json().error]).toEqual([404, 'ไม่พบหน่วยงานที่ระบุ']);
  });

  it('answers a month that was not billed in Thai', async () => {
    const res = await get('/api/membergroup/payroll/xlsx?year=2025&month=1', clerk);
    expect([res.statusCode, res.json().error]).toEqual([404, 'ไม่มีข้อมูลเรียกเก็บของเดือนที่เลือก']);
  });

  it('makes the workbook with the amount as a number and every identity as text, filtered from its header', async () => {
    const res = await get('/api/membergroup/payroll/xlsx?year=2026&month=10', clerk);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual(['ส.อ.', 'หนึ่ง', 'ทดสอบ', '0123456789012', 'E-0001', 3850.49, 'กองพันที่ 1']);
    expect(sheet.autoFilter).toBe('A1:G1');
    expect(sheet.rowCount).toBe(4);
  });

  it('lets staff set a unit its own columns and encoding, audited, and its clerk then gets that layout', async () => {
    const before = await get(`/api/admin/member_groups/${groups.unitA}/payroll_layout`, staff);
    expect(before.json()).toMatchObject({ custom: false, inherited_from: null, updated_by: null });
    const layout = {
      columns: [
        { field: 'employee_no', header: 'EMP_ID' },
        { field: 'full_name', header: 'NAME' },
        { field: 'amount', header: 'DEDUCT' },
      ],
      csv_encoding: 'utf-8',
    };
    expect((await saveLayout(groups.unitA, layout)).json()).toEqual({ rc_code: '1', rc_des: 'บันทึกรูปแบบไฟล์สำหรับฝ่ายการเงินแล้ว' });
    expect((await get(`/api/admin/member_groups/${groups.unitA}/payroll_layout`, staff)).json()).toMatchObject({ layout, custom: true, updated_by: staffName });

    const res = await get(`/api/membergroup/payroll/csv?year=2026&month=10&member_group_no=${groups.unitA}`, clerk);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const second = await nameOf(groups.members.second);
    expect(res.rawPayload.toString('utf8')).toBe(`\uFEFF"EMP_ID","NAME","DEDUCT"\r\n"E-0001","ส.อ.หนึ่ง ทดสอบ","3850.49"\r\n"","${second}","0.10"\r\n`);
    const audit = await t.database.db.selectFrom('audit_log').select(['actor', 'before', 'after']).where('action', '=', 'member_group.payroll_layout').where('target', '=', groups.unitA).execute();
    expect(audit).toEqual([{ actor: staffName, before: null, after: layout }]);
  });

  it('makes a section follow the layout of the unit above it until it has its own', async () => {
    const layout = { columns: [{ field: 'membership_no', header: 'MEMBER' }, { field: 'amount', header: 'AMOUNT' }], csv_encoding: 'utf-8' };
    await saveLayout(groups.main, layout);
    expect((await get(`/api/admin/member_groups/${groups.unitB}/payroll_layout`, staff)).json()).toMatchObject({ layout, custom: true, inherited_from: groups.main });
    const res = await get(`/api/membergroup/payroll/csv?year=2026&month=10&member_group_no=${groups.unitB}`, clerk);
    expect(res.rawPayload.toString('utf8')).toBe(`\uFEFF"MEMBER","AMOUNT"\r\n"${groups.members.third}","1234.60"\r\n`);
  });

  it.each([
    ['no column', { columns: [], csv_encoding: 'utf-8' }],
    ['a field it does not know', { columns: [{ field: 'salary', header: 'x' }], csv_encoding: 'utf-8' }],
    ['a blank header', { columns: [{ field: 'amount', header: '  ' }], csv_encoding: 'utf-8' }],
    ['an encoding it does not write', { columns: [{ field: 'amount', header: 'x' }], csv_encoding: 'latin1' }],
  ])('refuses a layout with %s in Thai and keeps the one the unit had', async (_, layout) => {
    const res = await saveLayout(groups.other, layout);
    expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION']);
    expect(res.json().error).toMatch(/^ข้อมูลไม่ถูกต้อง/);
    expect(await t.database.db.selectFrom('payroll_layouts').select('member_group_no').where('member_group_no', '=', groups.other).execute()).toEqual([]);
  });

  it("gives staff any unit's file, audited with how many members it names", async () => {
    const res = await get(`/api/admin/member_groups/${groups.other}/payroll.xlsx?year=2026&month=10`, staff);
    expect([res.statusCode, res.headers['content-disposition']]).toEqual([200, `attachment; filename="payroll-${groups.other}-2569-10.xlsx"`]);
    const audit = await t.database.db.selectFrom('audit_log').select(['actor', 'after']).where('action', '=', 'member_group.payroll_export').where('target', '=', groups.other).execute();
    expect(audit).toEqual([{ actor: staffName, after: { year: 2026, month: 10, format: 'xlsx', members: 1 } }]);
  });

  it('answers staff asking of a unit that does not exist in Thai', async () => {
    const layout = await get('/api/admin/member_groups/99999999/payroll_layout', staff);
    const file = await get('/api/admin/member_groups/99999999/payroll.csv', staff);
    expect([layout.statusCode, layout.json().error, file.statusCode]).toEqual([404, 'ไม่พบหน่วยงานที่ระบุ', 404]);
  });

  it("keeps the clerk out of the staff's routes", async () => {
    expect((await get(`/api/admin/member_groups/${groups.main}/payroll.csv`, clerk)).statusCode).toBe(401);
  });
});
