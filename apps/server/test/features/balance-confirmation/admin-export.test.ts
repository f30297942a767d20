import { endpointPath, endpoints } from '@coop/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_TEXT as T } from '../../../src/features/balance-confirmation/campaign-text';
import { addBalanceLines, addCampaign, addResponse } from '../../support/factories/confirmation';
import { addMemberGroup } from '../../support/member-groups';
import { addMember, newMembershipNo } from '../../support/members';
import { addStaffUser, type TestStaff } from '../../support/staff';
import { staffPost, staffToken } from '../../support/staff-requests';
import { startTestApp, type TestContext } from '../../support/test-app';

const REASON = 'ยอดเงินกู้ชำระแล้วเหลือ 170,000 บาท';

describe('the auditor’s workbook of a campaign', () => {
  let t: TestContext;
  let auditorUser: TestStaff;
  let auditor: string;
  let campaignId: number;
  let group: string;
  const agreed = newMembershipNo();
  const disputed = newMembershipNo();
  const silent = newMembershipNo();
  let book: ExcelJS.Workbook;

  beforeAll(async () => {
    t = await startTestApp();
    const db = t.database.db;
    auditorUser = await addStaffUser(db, 'auditor');
    auditor = await staffToken(t.app, auditorUser, t.clock.now());
    const support = await staffToken(t.app, await addStaffUser(db, 'support'), t.clock.now());
    group = await addMemberGroup(db, { name: 'กองพันตรวจบัญชี' });
    campaignId = await addCampaign(db, 2150);
    await t.database.db.updateTable('confirmation_campaigns').set({ auditor_name: 'นางสาวผู้สอบ บัญชีดี' }).where('id', '=', campaignId).execute();
    for (const no of [agreed, disputed, silent]) {
      await addMember(db, no, { member_group_no: group });
      await addBalanceLines(db, campaignId, no);
    }
    await addResponse(db, campaignId, agreed);
    const { disputeIds } = await addResponse(db, campaignId, disputed, { 3: { agreed: false, reason: REASON, claimed_amount: 170_000 } });
    await staffPost(t.app, endpoints.confirmationDisputeAnswer.path, support, { id: disputeIds[0], status: 'escalated', note: 'ส่งให้ผู้สอบบัญชีพิจารณา' });
    const res = await t.app.inject({ method: 'GET', url: endpointPath(endpoints.confirmationExport, { campaign_id: campaignId }), headers: { authorization: `Bearer ${auditor}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="confirmation-2150.xlsx"');
    book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  });
  afterAll(() => t.close());

  const rows = (sheet: string) => {
    const s = book.getWorksheet(sheet);
    if (!s) throw new Error(`no sheet ${sheet}`);
    const out: ExcelJS.CellValue[][] = [];
    s.eachRow((row) => out.push((row.values as ExcelJS.CellValue[]).slice(1)));
    return out;
  };

  it('has the five sheets: summary, answers, disputes, reminder rounds, the answer chain', () => {
    expect(book.worksheets.map((s) => s.name)).toEqual(['สรุป', 'คำตอบ', 'ข้อโต้แย้ง', 'รอบการเตือน', 'ห่วงโซ่คำตอบ']);
  });

  it('summarises as standard 505 asks: sent, answered, agreed, disputed, not answered, per group and in total', () => {
    const summary = rows('สรุป');
    expect(summary[0]?.[0]).toBe('ผลการยืนยันยอดสมาชิก ปี 2693 ยอดคงเหลือ ณ วันที่ 31 ธันวาคม 2692');
    expect(summary[2]?.[0]).toBe('เรียน นางสาวผู้สอบ บัญชีดี ผู้สอบบัญชี');
    const header = summary.findIndex((r) => r[0] === 'รหัสหน่วยงาน');
    expect(summary[header]).toEqual(['รหัสหน่วยงาน', 'หน่วยงาน', 'ส่งหนังสือยืนยันยอด', 'ตอบกลับ', 'ยืนยันถูกต้อง', 'โต้แย้ง', 'ไม่ตอบกลับ', 'อัตราการตอบกลับ']);
    expect(summary[header + 1]).toEqual([group, 'กองพันตรวจบัญชี', 3, 2, 1, 1, 1, 2 / 3]);
    expect(summary[header + 2]).toEqual([undefined, 'รวมทั้งสิ้น', 3, 2, 1, 1, 1, 2 / 3]);
  });

  it('lists every line of every member with the answer, the reason and the amounts as formatted numbers', () => {
    const answers = rows('คำตอบ');
    expect(answers[0]).toEqual([
      'เลขทะเบียน', 'ชื่อ-สกุล', 'หน่วยงาน', 'ลำดับ', 'ประเภท', 'เลขที่บัญชี/สัญญา', 'รายการ', 'จำนวนหุ้น', 'จำนวนเงิน',
      'ผลการยืนยัน', 'เหตุผล', 'ยอดที่สมาชิกแจ้ง', 'วันเวลาที่ตอบ', 'รหัสหนังสือ', 'ลำดับในห่วงโซ่', 'แฮชของคำตอบ (SHA-256)',
    ]);
    expect(answers).toHaveLength(1 + 3 * 4);
    const line = answers.find((r) => r[0] === disputed && r[3] === 3);
    expect(line).toEqual([
      disputed, `สมาชิก ${disputed}`, group, 3, 'เงินกู้', 'สม.69/0012', 'เงินกู้สามัญ', undefined, 180_000,
      'ไม่ถูกต้อง', REASON, 170_000, '20 พ.ย. 2569 10.00 น.', expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/),
      // written by the factory, around the chain: the chain sheet names it
      undefined, '',
    ]);
    expect(answers.find((r) => r[0] === silent && r[3] === 1)?.slice(7, 10)).toEqual([1250, 12_500, 'ยังไม่ตอบ']);
    expect(book.getWorksheet('คำตอบ')?.getColumn(9).numFmt).toBe('#,##0.00');
  });

  it('lists the cases with the difference, the status and the staff’s notes', () => {
    const disputes = rows('ข้อโต้แย้ง');
    expect(disputes[0]?.[0]).toBe('เลขที่เรื่อง');
    expect(disputes).toHaveLength(2);
    const [, no, , lineNo, , , , amount, claimed, difference, reason, status, , notes] = disputes[1]!;
    expect([no, lineNo, amount, claimed, difference, reason, status]).toEqual([disputed, 3, 180_000, 170_000, -10_000, REASON, 'ส่งเรื่องให้ผู้สอบบัญชี']);
    expect(notes).toContain('ส่งให้ผู้สอบบัญชีพิจารณา');
  });

  const exportsOf = (campaign: number) =>
    t.database.db.selectFrom('audit_log').select(['actor', 'after']).where('action', '=', 'confirmation.export').where('target', '=', String(campaign)).execute();

  it('audits the export: who took which campaign’s workbook, and how much it holds', async () => {
    expect(await exportsOf(campaignId)).toEqual([{ actor: auditorUser.username, after: { year: 2150, members: 3, lines: 12, disputes: 1, chain_head: null } }]);
  });

  it('answers an unknown campaign 404 in Thai, and audits no export', async () => {
    const res = await t.app.inject({ method: 'GET', url: endpointPath(endpoints.confirmationExport, { campaign_id: '999999999' }), headers: { authorization: `Bearer ${auditor}` } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(T.noCampaign);
    expect(await exportsOf(999999999)).toEqual([]);
  });

  it('answers HEAD with a 405 and no export', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: endpointPath(endpoints.confirmationExport, { campaign_id: campaignId }), headers: { authorization: `Bearer ${auditor}` } });
    expect(res.statusCode).toBe(405);
    expect(await exportsOf(campaignId)).toHaveLength(1);
  });
});
