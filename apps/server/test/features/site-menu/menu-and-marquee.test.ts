import { endpoints } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TEXT } from '../../../src/site/content-admin-text';
import { STAFF_TEXT } from '../../../src/auth/staff-text';
import { addMember, newMembershipNo } from '../../support/members';
import { loginToken } from '../../support/requests';
import { addStaffUser } from '../../support/staff';
import { staffPost, staffToken } from '../../support/staff-requests';
import { startTestApp, type TestContext } from '../../support/test-app';

const THAI = /[\u0E00-\u0E7F]/;

describe('console: menu, sub-menus and marquee', () => {
  let t: TestContext;
  let editor: string;
  let editorName: string;
  beforeAll(async () => {
    t = await startTestApp();
    const staff = await addStaffUser(t.database.db, 'editor');
    editorName = staff.username;
    editor = await staffToken(t.app, staff, t.clock.now());
  });
  afterAll(() => t.close());

  const publicMenu = async () => (await t.app.inject({ method: 'GET', url: endpoints.infoMenu.path })).json();
  const auditOf = (action: string) =>
    t.database.db.selectFrom('audit_log').select(['actor', 'target', 'before', 'after']).where('action', '=', action).orderBy('id', 'desc').executeTakeFirst();

  it('refuses support staff (403), members (401) and anyone without a token (401)', async () => {
    const support = await staffToken(t.app, await addStaffUser(t.database.db, 'support'), t.clock.now());
    const member = newMembershipNo();
    await addMember(t.database.db, member);
    const memberToken = await loginToken(t.app, member);
    for (const url of [endpoints.adminMenuList.path, endpoints.adminMarqueeSave.path, endpoints.adminItemSave.path]) {
      const bySupport = await staffPost(t.app, url, support, { note: 'x', active: true });
      expect(bySupport.statusCode).toBe(403);
      expect(bySupport.json().error).toBe(STAFF_TEXT.forbidden);
      expect((await staffPost(t.app, url, memberToken, {})).statusCode).toBe(401);
      expect((await staffPost(t.app, url, undefined, {})).statusCode).toBe(401);
    }
  });

  it('adds a group with a sub-item, shows it at once on the public menu, hides it and deletes it, all audited', async () => {
    const add = await staffPost(t.app, endpoints.adminMenuSave.path, editor, { type: 'main', manu_name: 'บริการใหม่', url: '', is_parent: true, hidden: false });
    expect(add.statusCode).toBe(200);
    const seq = add.json().id as number;
    const sub = await staffPost(t.app, endpoints.adminSubMenuSave.path, editor, { manu_id: seq, url: '/list/1', description: 'ข่าวบริการ' });
    expect(sub.statusCode).toBe(200);
    let menu = await publicMenu();
    expect(menu.list_manu).toContainEqual({ type: 'main', is_parent: '1', manu_name: 'บริการใหม่', url: '', seq });
    expect(menu.list_sub_manu).toContainEqual({ manu_id: seq, url: '/list/1', description: 'ข่าวบริการ' });
    expect(await auditOf('content.menu_create')).toMatchObject({ actor: editorName, before: null, after: { seq, manu_name: 'บริการใหม่' } });

    await staffPost(t.app, endpoints.adminMenuSave.path, editor, { seq, type: 'main', manu_name: 'บริการใหม่', url: '', is_parent: true, hidden: true });
    menu = await publicMenu();
    expect(menu.list_manu.map((i: { seq: number }) => i.seq)).not.toContain(seq);
    expect(menu.list_sub_manu.map((i: { manu_id: number }) => i.manu_id)).not.toContain(seq);
    expect(await auditOf('content.menu_update')).toMatchObject({ before: { hidden: false }, after: { hidden: true } });

    expect((await staffPost(t.app, endpoints.adminMenuDelete.path, editor, { id: seq })).statusCode).toBe(200);
    const listed = (await staffPost(t.app, endpoints.adminMenuList.path, editor)).json();
    expect(listed.list_manu.map((i: { seq: number }) => i.seq)).not.toContain(seq);
    expect(listed.list_sub_manu.map((i: { manu_id: number }) => i.manu_id)).not.toContain(seq);
    expect(await auditOf('content.menu_delete')).toMatchObject({ before: { seq, sub_items: [{ description: 'ข่าวบริการ' }] }, after: null });
  });

  it('moves a menu item up, its sub-items going with it', async () => {
    const a = (await staffPost(t.app, endpoints.adminMenuSave.path, editor, { type: 'main', manu_name: 'ก', url: '/home', is_parent: false, hidden: false })).json().id;
    const b = (await staffPost(t.app, endpoints.adminMenuSave.path, editor, { type: 'main', manu_name: 'ข', url: '', is_parent: true, hidden: false })).json().id;
    await staffPost(t.app, endpoints.adminSubMenuSave.path, editor, { manu_id: b, url: '/board', description: 'เว็บบอร์ด' });
    const moved = await staffPost(t.app, endpoints.adminMenuMove.path, editor, { id: b, direction: 'up' });
    expect(moved.json()).toMatchObject({ rc_code: '1', id: a });
    const menu = await publicMenu();
    const names = menu.list_manu.map((i: { manu_name: string }) => i.manu_name);
    expect(names.indexOf('ข')).toBe(names.indexOf('ก') - 1);
    expect(menu.list_sub_manu).toContainEqual({ manu_id: a, url: '/board', description: 'เว็บบอร์ด' });
  });

  it('answers bad input with Thai 400s and changes nothing', async () => {
    const before = await publicMenu();
    for (const body of [
      { type: 'main', manu_name: ' ', url: '', is_parent: false, hidden: false },
      { type: 'main', manu_name: 'x', url: 'javascript:alert(1)', is_parent: false, hidden: false },
      { type: 'main', manu_name: 'x\ny', url: '', is_parent: false, hidden: false },
    ]) {
      const res = await staffPost(t.app, endpoints.adminMenuSave.path, editor, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(THAI);
    }
    const plain = (await staffPost(t.app, endpoints.adminMenuSave.path, editor, { type: 'main', manu_name: 'ลิงก์', url: '/home', is_parent: false, hidden: false })).json().id;
    const orphan = await staffPost(t.app, endpoints.adminSubMenuSave.path, editor, { manu_id: plain, url: '/home', description: 'x' });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().error).toBe(CONTENT_TEXT.parentNotGroup);
    expect((await staffPost(t.app, endpoints.adminMenuDelete.path, editor, { id: 999_999 })).json().error).toBe(CONTENT_TEXT.menuNotFound);
    expect((await publicMenu()).list_manu.length).toBe(before.list_manu.length + 1);
  });

  it('adds, orders, switches off and deletes marquee notes; home and the menu show the first active one at once', async () => {
    await t.database.db.deleteFrom('marquee_notes').execute();
    const first = (await staffPost(t.app, endpoints.adminMarqueeSave.path, editor, { note: 'ประกาศหนึ่ง', active: true })).json().id;
    const second = (await staffPost(t.app, endpoints.adminMarqueeSave.path, editor, { note: 'ประกาศสอง', active: true })).json().id;
    const home = async () => (await t.app.inject({ method: 'GET', url: endpoints.infoHome.path })).json().marquee;
    expect(await home()).toEqual([{ Note: 'ประกาศหนึ่ง' }, { Note: 'ประกาศสอง' }]);
    await staffPost(t.app, endpoints.adminMarqueeMove.path, editor, { id: second, direction: 'up' });
    expect((await publicMenu()).marquee).toEqual([{ Note: 'ประกาศสอง' }, { Note: 'ประกาศหนึ่ง' }]);
    await staffPost(t.app, endpoints.adminMarqueeSave.path, editor, { id: second, note: 'ประกาศสอง แก้ไข', active: false });
    expect(await home()).toEqual([{ Note: 'ประกาศหนึ่ง' }]);
    expect(await auditOf('content.marquee_update')).toMatchObject({ target: `marquee:${second}`, before: { note: 'ประกาศสอง', active: true }, after: { note: 'ประกาศสอง แก้ไข', active: false } });
    await staffPost(t.app, endpoints.adminMarqueeDelete.path, editor, { id: first });
    expect(await home()).toEqual([]);
    const cannot = await staffPost(t.app, endpoints.adminMarqueeMove.path, editor, { id: second, direction: 'down' });
    expect(cannot.statusCode).toBe(409);
    expect(cannot.json().error).toBe(CONTENT_TEXT.cannotMove);
  });
});
