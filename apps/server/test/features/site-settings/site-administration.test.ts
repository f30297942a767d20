import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpoints } from '@coop/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOPIC_CLOSED } from '../../../src/features/info-board/board-text';
import { SITE_ADMIN_TEXT } from '../../../src/site/site-admin-text';
import { STAFF_TEXT } from '../../../src/auth/staff-text';
import { addBoardTopic, addDemand } from '../../support/factories/board';
import { addMemberGroup, groupToken } from '../../support/member-groups';
import { addMember, newMembershipNo } from '../../support/members';
import { loginToken } from '../../support/requests';
import { addStaffUser } from '../../support/staff';
import { staffPost, staffToken } from '../../support/staff-requests';
import { startTestApp, type TestContext } from '../../support/test-app';

const THAI = /[\u0E00-\u0E7F]/;
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

describe('console: site configuration, pages, board moderation, demands and the election page', () => {
  let t: TestContext;
  let admin: string;
  let adminName: string;
  let editor: string;
  let support: string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-admin-test-'));
  beforeAll(async () => {
    t = await startTestApp({ dataDir, promptPayBillerId: '099400016550601' });
    const staff = await addStaffUser(t.database.db, 'admin');
    adminName = staff.username;
    admin = await staffToken(t.app, staff, t.clock.now());
    editor = await staffToken(t.app, await addStaffUser(t.database.db, 'editor'), t.clock.now());
    support = await staffToken(t.app, await addStaffUser(t.database.db, 'support'), t.clock.now());
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const get = async (url: string) => t.app.inject({ method: 'GET', url });
  const auditOf = (action: string) =>
    t.database.db.selectFrom('audit_log').select(['actor', 'target', 'before', 'after']).where('action', '=', action).orderBy('id', 'desc').executeTakeFirst();

  it('lets only admins change the site configuration; pages, board, demands and elections admins and editors', async () => {
    const member = newMembershipNo();
    await addMember(t.database.db, member);
    const memberToken = await loginToken(t.app, member);
    const group = await groupToken(t.app, await addMemberGroup(t.database.db));
    for (const url of [endpoints.adminSiteConfig.path, endpoints.adminSiteConfigSave.path, endpoints.adminSiteImageUpload.path]) {
      for (const token of [editor, support]) {
        const res = await staffPost(t.app, url, token, {});
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toBe(STAFF_TEXT.forbidden);
      }
    }
    for (const url of [endpoints.adminSitePageSave.path, endpoints.adminBoardTopicSave.path, endpoints.adminDemandAnswer.path, endpoints.adminElectionSave.path]) {
      expect((await staffPost(t.app, url, support, {})).statusCode).toBe(403);
    }
    for (const url of [endpoints.adminSiteConfigSave.path, endpoints.adminSitePageSave.path, endpoints.adminBoardList.path, endpoints.adminDemand.path, endpoints.adminElectionList.path]) {
      for (const token of [memberToken, group, undefined]) expect((await staffPost(t.app, url, token, {})).statusCode).toBe(401);
    }
    expect((await staffPost(t.app, endpoints.adminBoardList.path, editor, {})).statusCode).toBe(200);
  });

  it('stores the names and a footer phone over the configuration, shows them at once, and forgets them again', async () => {
    const res = await staffPost(t.app, endpoints.adminSiteConfigSave.path, admin, { set: { coop_name_th: '  สหกรณ์ออมทรัพย์ทดสอบใหม่ ', phones: ['02-111-2222'] }, clear: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json().rc_des).toBe(SITE_ADMIN_TEXT.saved);
    const site = (await get(endpoints.siteInfo.path)).json();
    expect(site).toMatchObject({ coop_name_th: 'สหกรณ์ออมทรัพย์ทดสอบใหม่', phones: ['02-111-2222'], coop_name_en: 'Savings and Credit Cooperative' });
    expect(await auditOf('site.config_update')).toMatchObject({
      actor: adminName,
      before: { coop_name_th: null, phones: null },
      after: { coop_name_th: 'สหกรณ์ออมทรัพย์ทดสอบใหม่', phones: ['02-111-2222'] },
    });
    const config = (await staffPost(t.app, endpoints.adminSiteConfig.path, admin)).json();
    expect(config.stored).toEqual(expect.arrayContaining(['coop_name_th', 'phones']));
    expect(config.configured.coop_name_th).toBe('สหกรณ์ออมทรัพย์');

    await staffPost(t.app, endpoints.adminSiteConfigSave.path, admin, { set: {}, clear: ['phones'] });
    expect((await get(endpoints.siteInfo.path)).json().phones).toEqual([]);
    expect(await auditOf('site.config_update')).toMatchObject({ before: { phones: ['02-111-2222'] }, after: { phones: null } });
  });

  it('takes the PromptPay biller ID from staff over PROMPTPAY_BILLER_ID, which stays the fallback', async () => {
    const billerOf = async () => (await staffPost(t.app, endpoints.adminSiteConfig.path, admin)).json().effective.promptpay_biller_id;
    expect(await billerOf()).toBe('099400016550601');
    expect((await staffPost(t.app, endpoints.adminSiteConfigSave.path, admin, { set: { promptpay_biller_id: '010555512345601' }, clear: [] })).statusCode).toBe(200);
    expect(await billerOf()).toBe('010555512345601');
    await staffPost(t.app, endpoints.adminSiteConfigSave.path, admin, { set: {}, clear: ['promptpay_biller_id'] });
    expect(await billerOf()).toBe('099400016550601');
  });

  it('re-encodes an uploaded logo as PNG and refuses what is not a picture or was never uploaded', async () => {
    const jpeg = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#225588' } }).jpeg().toBuffer();
    const up = await staffPost(t.app, endpoints.adminSiteImageUpload.path, admin, { kind: 'logo', file: dataUrl(jpeg, 'image/jpeg') });
    expect(up.statusCode).toBe(200);
    const logo = up.json().path as string;
    expect(logo).toMatch(/^\/mediafiles\/identity\/[0-9a-f]{32}\.png$/);
    const served = await get(logo);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 512 });
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const fake = await staffPost(t.app, endpoints.adminSiteImageUpload.path, admin, { kind: 'logo', file: dataUrl(html) });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error).toMatch(THAI);
    const unknown = await staffPost(t.app, endpoints.adminSiteConfigSave.path, admin, { set: { logo_url: '/mediafiles/identity/0123456789abcdef0123456789abcdef.png' }, clear: [] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(SITE_ADMIN_TEXT.logoMissing);
    await staffPost(t.app, endpoints.adminSiteConfigSave.path, admin, { set: { logo_url: logo }, clear: [] });
    expect((await get(endpoints.siteInfo.path)).json().logo_url).toBe(logo);
  });

  it('stores signatures from an uploaded picture or a shipped file', async () => {
    const png = await sharp({ create: { width: 300, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const sig = (await staffPost(t.app, endpoints.adminSiteImageUpload.path, admin, { kind: 'signature', file: dataUrl(png) })).json().path;
    const signatures = [
      { name: 'นายทดสอบ ลงนาม', position: 'ผู้จัดการ', image: sig },
      { name: 'นางทดสอบ เหรัญญิก', position: 'เหรัญญิก', image: 'treasurer.svg' },
    ];
    expect((await staffPost(t.app, endpoints.adminSiteConfigSave.path, admin, { set: { document_signatures: signatures }, clear: [] })).statusCode).toBe(200);
    expect((await staffPost(t.app, endpoints.adminSiteConfig.path, admin)).json().effective.document_signatures).toEqual(signatures);
    const missing = await staffPost(t.app, endpoints.adminSiteConfigSave.path, admin, { set: { document_signatures: [{ ...signatures[1], image: 'nobody.svg' }] }, clear: [] });
    expect(missing.json().error).toBe(SITE_ADMIN_TEXT.signatureMissing);
  });

  it('answers bad site configuration with Thai 400s and changes nothing', async () => {
    const before = (await get(endpoints.siteInfo.path)).json();
    for (const body of [
      { set: { email: 'not-an-email' }, clear: [] },
      { set: { facebook_url: 'javascript:alert(1)' }, clear: [] },
      { set: { coop_name_th: '   ' }, clear: [] },
      { set: { coop_name_th: 'ก\nข' }, clear: [] },
      { set: { phones: Array(11).fill('02') }, clear: [] },
      { set: { promptpay_biller_id: '12345' }, clear: [] },
      { set: { vendor_credit: 'x' }, clear: [] },
      { set: {}, clear: [] },
      { set: { grayscale: false }, clear: ['grayscale'] },
      { set: {}, clear: ['logo'] },
    ]) {
      const res = await staffPost(t.app, endpoints.adminSiteConfigSave.path, admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatch(THAI);
    }
    expect((await get(endpoints.siteInfo.path)).json()).toEqual(before);
  });

  it('edits the terms keeping the version for a typo and raising it for a new meaning; the guideline too', async () => {
    const save = (raise: boolean, body: string) => staffPost(t.app, endpoints.adminSitePageSave.path, editor, { key: 'terms', title: 'ข้อตกลงการใช้บริการ', body, raise_version: raise });
    expect((await save(false, 'ข้อ 1 ใช้บริการด้วยความระมัดระวัง')).json().id).toBe(1);
    expect((await get(endpoints.memberTerms.path)).json()).toMatchObject({ title: 'ข้อตกลงการใช้บริการ', body: 'ข้อ 1 ใช้บริการด้วยความระมัดระวัง', version: 1 });
    await save(false, 'ข้อ 1 ใช้บริการด้วยความระมัดระวังยิ่ง');
    expect((await get(endpoints.memberTerms.path)).json().version).toBe(1);
    await save(true, 'ข้อ 1 ใช้บริการด้วยความระมัดระวังยิ่ง\r\n\r\nข้อ 2 สมาชิกต้องยอมรับข้อตกลงใหม่');
    const terms = (await get(endpoints.memberTerms.path)).json();
    expect(terms).toMatchObject({ version: 2, body: 'ข้อ 1 ใช้บริการด้วยความระมัดระวังยิ่ง\n\nข้อ 2 สมาชิกต้องยอมรับข้อตกลงใหม่' });
    expect(await auditOf('site.page_update')).toMatchObject({ target: 'site_page:terms', before: { version: 1 }, after: { version: 2 } });

    await staffPost(t.app, endpoints.adminSitePageSave.path, editor, { key: 'guide_group', title: 'แนวปฏิบัติ', body: 'ส่งเงินภายในวันที่ 5', raise_version: false });
    expect((await staffPost(t.app, endpoints.adminSitePage.path, editor, { key: 'guide_group' })).json().page).toMatchObject({ title: 'แนวปฏิบัติ', version: 1 });
    for (const body of [
      { key: 'about', title: 'x', body: 'y', raise_version: false },
      { key: 'terms', title: 'x', body: '  \n ', raise_version: false },
      { key: 'terms', title: '', body: 'y', raise_version: false },
      { key: 'terms', title: 'x', body: 'y' },
    ]) {
      const res = await staffPost(t.app, endpoints.adminSitePageSave.path, editor, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatch(THAI);
    }
    expect((await get(endpoints.memberTerms.path)).json().version).toBe(2);
  });

  it('moderates the board: pins, closes and hides topics, hides and deletes answers, deletes topics', async () => {
    const old = await addBoardTopic(t.database.db, { title: 'กระทู้เก่าปักหมุด' });
    const topic = await addBoardTopic(t.database.db, { title: 'กระทู้ที่มีคำตอบ', answers: ['คำตอบดี', 'คำตอบไม่สุภาพ'] });
    const newest = await addBoardTopic(t.database.db, { title: 'กระทู้ใหม่สุด' });

    await staffPost(t.app, endpoints.adminBoardTopicSave.path, editor, { id: old.id, hidden: false, pinned: true, closed: false });
    let list = (await get('/api/info/board')).json();
    expect(list.items[0]).toMatchObject({ id: old.id, pinned: true });

    await staffPost(t.app, endpoints.adminBoardAnswerSave.path, editor, { id: topic.answerIds[1], hidden: true });
    let shown = (await get(`/api/info/board/${topic.id}`)).json();
    expect(shown.answers.map((a: { body: string }) => a.body)).toEqual(['คำตอบดี']);
    expect(list.items.find((i: { id: number }) => i.id === topic.id)?.answer_count).toBe(2);
    list = (await get('/api/info/board')).json();
    expect(list.items.find((i: { id: number }) => i.id === topic.id)?.answer_count).toBe(1);
    expect(await auditOf('board.answer_moderate')).toMatchObject({ before: { hidden: false }, after: { hidden: true } });

    await staffPost(t.app, endpoints.adminBoardTopicSave.path, editor, { id: topic.id, hidden: false, pinned: false, closed: true });
    const refused = await t.app.inject({ method: 'POST', url: `/api/info/board/${topic.id}/answers`, payload: { name: 'ผู้มาใหม่', body: 'ขอตอบด้วยครับ' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(TOPIC_CLOSED);
    shown = (await get(`/api/info/board/${topic.id}`)).json();
    expect(shown.topic.closed).toBe(true);

    await staffPost(t.app, endpoints.adminBoardTopicSave.path, editor, { id: newest.id, hidden: true, pinned: false, closed: false });
    expect((await get(`/api/info/board/${newest.id}`)).statusCode).toBe(404);
    list = (await get('/api/info/board')).json();
    expect(list.items.map((i: { id: number }) => i.id)).not.toContain(newest.id);
    const staffView = (await staffPost(t.app, endpoints.adminBoardTopic.path, editor, { id: newest.id })).json();
    expect(staffView.topic).toMatchObject({ hidden: true, ip: '203.0.113.9' });

    await staffPost(t.app, endpoints.adminBoardAnswerDelete.path, editor, { id: topic.answerIds[0] });
    expect((await staffPost(t.app, endpoints.adminBoardTopic.path, editor, { id: topic.id })).json().answers).toHaveLength(1);
    expect((await staffPost(t.app, endpoints.adminBoardTopicDelete.path, editor, { id: topic.id })).statusCode).toBe(200);
    expect((await get(`/api/info/board/${topic.id}`)).statusCode).toBe(404);
    expect(await auditOf('board.topic_delete')).toMatchObject({ before: { title: 'กระทู้ที่มีคำตอบ', answers: [{ body: 'คำตอบไม่สุภาพ' }] }, after: null });
    const gone = await staffPost(t.app, endpoints.adminBoardTopicSave.path, editor, { id: topic.id, hidden: true, pinned: false, closed: false });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe(SITE_ADMIN_TEXT.topicNotFound);
  });

  it('answers a demand publicly with its status; staff alone see the contact details', async () => {
    const id = await addDemand(t.database.db, 'สอบถามเรื่องเงินกู้สามัญ');
    const read = (await staffPost(t.app, endpoints.adminDemand.path, editor, { id })).json();
    expect(read.demand).toMatchObject({ contact_name: 'สมหญิง ทดสอบ', phone: '0812345678', status: 'received', answer: null });
    const noAnswer = await staffPost(t.app, endpoints.adminDemandAnswer.path, editor, { id, status: 'answered', answer: '  ' });
    expect(noAnswer.statusCode).toBe(400);
    expect(noAnswer.json().error).toBe(SITE_ADMIN_TEXT.answerRequired);

    expect((await staffPost(t.app, endpoints.adminDemandAnswer.path, editor, { id, status: 'answered', answer: 'ติดต่อฝ่ายสินเชื่อ โทร 1234' })).statusCode).toBe(200);
    const shown = (await get(`/api/info/demand/${id}`)).json().demand;
    expect(shown).toMatchObject({ status: 'answered', answer: 'ติดต่อฝ่ายสินเชื่อ โทร 1234' });
    expect(shown.answered_at).not.toBeNull();
    expect(JSON.stringify(shown)).not.toContain('0812345678');
    expect(await auditOf('demand.answer')).toMatchObject({ before: { status: 'received', answer: null }, after: { status: 'answered' } });
    const listed = (await staffPost(t.app, endpoints.adminDemandList.path, editor, { status: 'answered' })).json();
    expect(listed.items.map((d: { id: number }) => d.id)).toContain(id);
  });

  it('edits the election page: title, description and dates, with the order of the dates checked', async () => {
    const values = {
      title: 'การเลือกตั้งกรรมการ ประจำปี 2570',
      description: 'ขอเชิญสมาชิกใช้สิทธิ์',
      announced_on: '2026-11-01',
      voting_starts_at: '2026-12-01T01:00:00.000Z',
      voting_ends_at: '2026-12-01T09:00:00.000Z',
      results_published_at: null,
    };
    const created = await staffPost(t.app, endpoints.adminElectionSave.path, editor, values);
    expect(created.statusCode).toBe(200);
    const id = created.json().id;
    expect((await get('/api/info/election')).json().current).toMatchObject({ id, title: values.title, status: 'announced' });
    await staffPost(t.app, endpoints.adminElectionSave.path, editor, { ...values, id, description: 'รายละเอียดใหม่' });
    expect((await get('/api/info/election')).json().current.description).toBe('รายละเอียดใหม่');
    expect(await auditOf('election.update')).toMatchObject({ before: { description: 'ขอเชิญสมาชิกใช้สิทธิ์' }, after: { description: 'รายละเอียดใหม่' } });
    const backwards = await staffPost(t.app, endpoints.adminElectionSave.path, editor, { ...values, voting_ends_at: '2026-11-30T09:00:00.000Z' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toBe(SITE_ADMIN_TEXT.votingOrder);
  });
});
