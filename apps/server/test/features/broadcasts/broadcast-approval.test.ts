import { endpoints } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROADCAST_TEXT as T } from '../../../src/features/broadcasts/broadcast-text';
import { addStaffUser } from '../../support/staff';
import { staffPost, staffToken } from '../../support/staff-requests';
import { startTestApp, type TestContext } from '../../support/test-app';

/** Maker-checker (issue 25 item 7, decision 057): a draft, submitted by its author, decided by another staff user. */
describe('broadcast approval', () => {
  let t: TestContext;
  const staff: Record<'author' | 'checker' | 'editor', { token: string; username: string }> = {} as never;
  beforeAll(async () => {
    t = await startTestApp();
    for (const [key, role] of [['author', 'support'], ['checker', 'admin'], ['editor', 'editor']] as const) {
      const user = await addStaffUser(t.database.db, role);
      staff[key] = { username: user.username, token: await staffToken(t.app, user, t.clock.now()) };
    }
  });
  afterAll(() => t.close());

  const post = (who: keyof typeof staff, path: string, body: object) => staffPost(t.app, path, staff[who].token, body);
  const draft = { title: 'ประชุมใหญ่สามัญประจำปี', body: 'ขอเชิญสมาชิกร่วมประชุมใหญ่ วันเสาร์ที่ 12 ธันวาคม', link: '/member/welcome', audience: { kind: 'everyone', value: '' }, send_at: null };
  async function submitted(): Promise<number> {
    const saved = await post('author', endpoints.broadcastSave.path, draft);
    expect(saved.statusCode).toBe(200);
    const id = saved.json().id as number;
    expect((await post('author', endpoints.broadcastSubmit.path, { id })).json()).toEqual({ rc_code: '1', rc_des: T.submitted });
    return id;
  }
  const row = (id: number) => t.database.db.selectFrom('broadcasts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const auditOf = (id: number) =>
    t.database.db.selectFrom('audit_log').select(['actor', 'action']).where('target', '=', `broadcast:${id}`).orderBy('id').execute();

  it('its author cannot approve it, whatever their role', async () => {
    const id = await submitted();
    const res = await post('author', endpoints.broadcastDecide.path, { id, decision: 'approved' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ rc_code: '0', code: 'OWN_BROADCAST', error: T.ownBroadcast });
    expect((await row(id)).status).toBe('submitted');
  });

  it('another staff user approves it; audited from draft to approval with each one’s name', async () => {
    const id = await submitted();
    const res = await post('checker', endpoints.broadcastDecide.path, { id, decision: 'approved' });
    expect(res.json()).toEqual({ rc_code: '1', rc_des: T.approvedNow });
    expect(await row(id)).toMatchObject({ status: 'approved', decided_by: staff.checker.username, created_by: staff.author.username });
    expect(await auditOf(id)).toEqual([
      { actor: staff.author.username, action: 'notification.broadcast_create' },
      { actor: staff.author.username, action: 'notification.broadcast_submit' },
      { actor: staff.checker.username, action: 'notification.broadcast_approve' },
    ]);
  });

  it('a rejection needs a reason, which is kept for the author; a rejected broadcast is never decided again', async () => {
    const id = await submitted();
    expect((await post('checker', endpoints.broadcastDecide.path, { id, decision: 'rejected', reason: ' ' })).json()).toMatchObject({ error: T.reasonNeeded });
    const res = await post('checker', endpoints.broadcastDecide.path, { id, decision: 'rejected', reason: 'วันที่ประชุมไม่ถูกต้อง' });
    expect(res.json()).toEqual({ rc_code: '1', rc_des: T.rejected });
    expect(await row(id)).toMatchObject({ status: 'rejected', reject_reason: 'วันที่ประชุมไม่ถูกต้อง' });
    const again = await post('checker', endpoints.broadcastDecide.path, { id, decision: 'approved' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'NOT_SUBMITTED' });
  });

  it('a draft not yet submitted cannot be approved', async () => {
    const id = (await post('author', endpoints.broadcastSave.path, draft)).json().id as number;
    expect((await post('checker', endpoints.broadcastDecide.path, { id, decision: 'approved' })).json()).toMatchObject({ code: 'NOT_SUBMITTED' });
  });

  it('only its author edits a draft, and only while it is a draft', async () => {
    const id = (await post('author', endpoints.broadcastSave.path, draft)).json().id as number;
    expect((await post('checker', endpoints.broadcastSave.path, { ...draft, id, title: 'แก้' })).json()).toMatchObject({ code: 'NOT_YOURS' });
    expect((await post('author', endpoints.broadcastSave.path, { ...draft, id, title: 'ประชุมใหญ่ (แก้ไข)' })).statusCode).toBe(200);
    expect((await row(id)).title).toBe('ประชุมใหญ่ (แก้ไข)');
    await post('author', endpoints.broadcastSubmit.path, { id });
    expect((await post('author', endpoints.broadcastSave.path, { ...draft, id })).json()).toMatchObject({ code: 'NOT_DRAFT' });
  });

  it('refuses in Thai an empty title, a link outside the member pages and a time already past', async () => {
    const refusal = async (change: object) => (await post('author', endpoints.broadcastSave.path, { ...draft, ...change })).json();
    expect(await refusal({ title: '  ' })).toMatchObject({ error: T.titleNeeded });
    expect(await refusal({ link: 'https://example.com/' })).toMatchObject({ error: T.badLink });
    expect(await refusal({ link: '/admin/staff' })).toMatchObject({ error: T.badLink });
    expect(await refusal({ send_at: new Date(t.clock.now().getTime() - 60_000).toISOString() })).toMatchObject({ error: T.sendAtPast });
  });

  it('a broadcast not yet sent can be cancelled; a cancelled one is never approved', async () => {
    const id = await submitted();
    expect((await post('checker', endpoints.broadcastCancel.path, { id })).json()).toEqual({ rc_code: '1', rc_des: T.cancelled });
    expect((await post('checker', endpoints.broadcastDecide.path, { id, decision: 'approved' })).json()).toMatchObject({ code: 'NOT_SUBMITTED' });
    expect((await post('author', endpoints.broadcastCancel.path, { id })).json()).toMatchObject({ code: 'TOO_LATE' });
  });

  it('content editors have no access', async () => {
    expect((await post('editor', endpoints.broadcastList.path, {})).statusCode).toBe(403);
  });

  it('the history lists them newest first with the audience in words', async () => {
    const id = await submitted();
    const page = (await post('checker', endpoints.broadcastList.path, { status: 'submitted' })).json();
    expect(page.data[0]).toMatchObject({ id, status: 'submitted', audience_text: T.everyone, created_by: staff.author.username });
    expect(page.data.every((b: { status: string }) => b.status === 'submitted')).toBe(true);
  });
});
