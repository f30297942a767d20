import { endpoints } from '@coop/contract';
import { buddhistYear } from '@coop/thai-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendAudit } from '../../../src/db/repositories/audit-log-repository';
import { addStaffUser, type TestStaff } from '../../support/staff';
import { staffToken } from '../../support/staff-requests';
import { startTestApp, type TestContext } from '../../support/test-app';

describe('the audit log page (admins only)', () => {
  let t: TestContext;
  let adminUser: TestStaff;
  let admin: string;
  const get = (url: string, token = admin, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
  const exports = () => t.database.db.selectFrom('audit_log').select(['actor', 'after']).where('action', '=', 'audit.export').orderBy('id').execute();
  beforeAll(async () => {
    t = await startTestApp();
    adminUser = await addStaffUser(t.database.db, 'admin');
    admin = await staffToken(t.app, adminUser, t.clock.now());
    const db = t.database.db;
    // 24 Nov 23:30 and 25 Nov 00:30 in Thailand
    await appendAudit(db, { at: new Date('2026-11-24T16:30:00Z'), actorKind: 'staff', actor: 'somchai', action: 'content.item_update', target: 'item:12', before: { title: 'เก่า' }, after: { title: 'ใหม่' } });
    await appendAudit(db, { at: new Date('2026-11-24T17:30:00Z'), actorKind: 'staff', actor: 'somsri', action: 'member.unlock', target: '0000042' });
    await appendAudit(db, { at: new Date('2026-11-24T17:40:00Z'), actorKind: 'staff', actor: 'somsak', action: 'content.item_delete', target: '=HYPERLINK("x")' });
    await appendAudit(db, {
      at: new Date('2026-11-24T16:47:00Z'),
      actorKind: 'staff',
      actor: adminUser.username,
      action: 'impersonation.view',
      target: '0000002',
      after: { method: 'POST', path: endpoints.memberLoan.path, status: 200 },
      userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    });
  });
  afterAll(() => t.close());

  it('filters by who, by what (an action, or a group by its prefix) and on what', async () => {
    expect((await get(`${endpoints.auditList.path}?actor=somchai`)).json().data.map((e: { action: string }) => e.action)).toEqual(['content.item_update']);
    expect((await get(`${endpoints.auditList.path}?action=member.`)).json().data.map((e: { actor: string }) => e.actor)).toEqual(['somsri']);
    expect((await get(`${endpoints.auditList.path}?target=item:12`)).json().total).toBe(1);
  });

  it('takes an action without its dot as that action alone, not the actions it starts', async () => {
    await appendAudit(t.database.db, { at: t.clock.now(), actorKind: 'staff', actor: 'somying', action: 'staff.login_failed' });
    const logins = (await get(`${endpoints.auditList.path}?action=staff.login&actor=somying`)).json();
    expect(logins.total).toBe(0);
    expect((await get(`${endpoints.auditList.path}?action=staff.login_failed&actor=somying`)).json().total).toBe(1);
  });

  it('reads each row as a Thai sentence: who by name, what in words, the Thai time', async () => {
    const [view] = (await get(`${endpoints.auditList.path}?action=impersonation.view&target=0000002`)).json().data;
    expect(view).toMatchObject({
      actor_name: `เจ้าหน้าที่ ${adminUser.username}`,
      action_name: 'ดูหน้าของสมาชิกขณะดูแทน',
      sentence: `${`เจ้าหน้าที่ ${adminUser.username}`} ดูหน้าเงินกู้ของ 0000002 เวลา 23.47 น.`,
      device: 'Chrome บน Android',
    });
  });

  it('reads from and to as Thai calendar days', async () => {
    const day = (await get(`${endpoints.auditList.path}?from=2026-11-25&to=2026-11-25&actor=somsri`)).json();
    expect(day.total).toBe(1);
    expect((await get(`${endpoints.auditList.path}?to=2026-11-24&actor=somsri`)).json().total).toBe(0);
  });

  it('shows what changed, before and after', async () => {
    const [entry] = (await get(`${endpoints.auditList.path}?actor=somchai`)).json().data;
    expect(entry).toMatchObject({ before: { title: 'เก่า' }, after: { title: 'ใหม่' } });
  });

  it('exports the filtered log as CSV that Excel reads in Thai and cannot run, named by the Buddhist-era day', async () => {
    const res = await get(`${endpoints.auditCsv.path}?action=member.`);
    expect(res.headers['content-type']).toContain('text/csv');
    const year = buddhistYear(t.clock.now().getUTCFullYear());
    expect(res.headers['content-disposition']).toMatch(new RegExp(`attachment; filename="audit-${year}-.*filename\\*=UTF-8''${encodeURIComponent('บันทึกการใช้งาน')}-${year}-`));
    expect(res.body.startsWith('\uFEFF"เลขที่","วันที่และเวลา","ผู้กระทำ","การกระทำ","รายละเอียด"')).toBe(true);
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"25 พ.ย. 2569 00.30 น.","somsri","ปลดล็อกบัญชีสมาชิก","somsri ปลดล็อกบัญชีของสมาชิก 0000042 เวลา 00.30 น.","0000042"');
  });

  it('writes no JSON into the CSV', async () => {
    const res = await get(`${endpoints.auditCsv.path}?actor=somchai`);
    expect(res.body).toContain('แก้ไขข่าวสาร เลขที่ 12');
    expect(res.body).not.toMatch(/[{}]/);
  });

  it('makes a cell that would start a formula plain text', async () => {
    const res = await get(`${endpoints.auditCsv.path}?actor=somsak`);
    expect(res.body).toContain('"\'=HYPERLINK(""x"")"');
  });

  it('audits each export once it has been handed out: who, which filter, how many rows', async () => {
    const before = await exports();
    expect((await get(`${endpoints.auditCsv.path}?actor=somchai&from=2026-11-24`)).statusCode).toBe(200);
    expect(await exports()).toEqual([
      ...before,
      { actor: adminUser.username, after: { filter: { actor: 'somchai', from: '2026-11-24' }, rows: 1, complete: true } },
    ]);
  });

  it('audits no export that was refused, and answers HEAD without one', async () => {
    const before = await exports();
    expect((await get(`${endpoints.auditCsv.path}?from=2026-02-30`)).statusCode).toBe(400);
    const head = await get(endpoints.auditCsv.path, admin, 'HEAD');
    expect(head.statusCode).toBe(405);
    expect(head.headers.allow).toBe('GET');
    expect(await exports()).toEqual(before);
  });

  it('refuses a day that is not in the calendar', async () => {
    const res = await get(`${endpoints.auditList.path}?from=2026-02-30`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('วันที่ที่เลือกไม่ถูกต้อง');
  });

  it('is closed to editors and support staff', async () => {
    const support = await staffToken(t.app, await addStaffUser(t.database.db, 'support'), t.clock.now());
    expect((await get(endpoints.auditList.path, support)).statusCode).toBe(403);
    expect((await get(endpoints.auditCsv.path, support)).statusCode).toBe(403);
  });

  it('holds the console logins too', async () => {
    const res = await get(`${endpoints.auditList.path}?action=staff.login`);
    expect(res.json().total).toBeGreaterThan(0);
  });
});
