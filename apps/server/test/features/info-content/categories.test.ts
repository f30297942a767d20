import { endpoints } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TEXT } from '../../../src/site/content-admin-text';
import { addMemberGroup, groupToken } from '../../support/member-groups';
import { addMember, newMembershipNo } from '../../support/members';
import { loginToken } from '../../support/requests';
import { addStaffUser } from '../../support/staff';
import { staffPost, staffToken } from '../../support/staff-requests';
import { startTestApp, type TestContext } from '../../support/test-app';

const THAI = /[\u0E00-\u0E7F]/;

interface Listed {
  id: number;
  content_type: string;
  name: string;
  home_count: number;
  item_count: number;
  background: string | null;
}

describe('console: content categories', () => {
  let t: TestContext;
  let admin: string;
  let editor: string;
  let support: string;
  beforeAll(async () => {
    t = await startTestApp({});
    admin = await staffToken(t.app, await addStaffUser(t.database.db, 'admin'), t.clock.now());
    editor = await staffToken(t.app, await addStaffUser(t.database.db, 'editor'), t.clock.now());
    support = await staffToken(t.app, await addStaffUser(t.database.db, 'support'), t.clock.now());
  });
  afterAll(async () => {
    await t.close();
  });

  const listed = async (token = editor) => (await staffPost(t.app, endpoints.adminCategoryList.path, token)).json().categories as Listed[];
  const auditOf = (action: string) =>
    t.database.db.selectFrom('audit_log').select(['actor', 'target', 'before', 'after']).where('action', '=', action).orderBy('id', 'desc').executeTakeFirst();

  it('lets admins and editors list and save categories; support staff get 403, members, groups and no token 401', async () => {
    const member = newMembershipNo();
    await addMember(t.database.db, member);
    const memberToken = await loginToken(t.app, member);
    const group = await groupToken(t.app, await addMemberGroup(t.database.db));
    const body = { content_type: 'notice', name: 'ประกาศทดสอบสิทธิ์', home_count: 0 };
    for (const url of [endpoints.adminCategoryList.path, endpoints.adminCategorySave.path]) {
      expect((await staffPost(t.app, url, support, url === endpoints.adminCategorySave.path ? body : {})).statusCode).toBe(403);
      for (const token of [memberToken, group, undefined]) expect((await staffPost(t.app, url, token, {})).statusCode).toBe(401);
    }
    expect((await staffPost(t.app, endpoints.adminCategorySave.path, admin, body)).statusCode).toBe(200);
    expect((await listed(admin)).some((c) => c.name === 'ประกาศทดสอบสิทธิ์')).toBe(true);
  });

  it('creates and renames a category with audit entries; the count of its items and the public list follow', async () => {
    const created = await staffPost(t.app, endpoints.adminCategorySave.path, editor, { content_type: 'news', name: '  ข่าวสมาชิก  ', home_count: 4 });
    expect(created.statusCode).toBe(200);
    const id = created.json().id as number;
    expect(await auditOf('content.category_create')).toMatchObject({ target: 'category:new', before: null, after: { id, name: 'ข่าวสมาชิก', content_type: 'news', home_count: 4 } });
    expect((await listed()).find((c) => c.id === id)).toEqual({ id, content_type: 'news', name: 'ข่าวสมาชิก', home_count: 4, item_count: 0, background: null });

    const item = await staffPost(t.app, endpoints.adminItemSave.path, editor, {
      category_id: id,
      title: 'ประชุมใหญ่สามัญประจำปี',
      body_html: '<p>ขอเชิญสมาชิก</p>',
      cover_image: null,
      published: true,
      published_at: new Date(t.clock.now().getTime() - 60_000).toISOString(),
      highlight: false,
      attachments: [],
    });
    expect(item.statusCode).toBe(200);
    expect((await listed()).find((c) => c.id === id)?.item_count).toBe(1);

    expect((await staffPost(t.app, endpoints.adminCategorySave.path, editor, { id, content_type: 'notice', name: 'ข่าวและประกาศสมาชิก', home_count: 2 })).statusCode).toBe(200);
    expect(await auditOf('content.category_update')).toMatchObject({
      target: `category:${id}`,
      before: { id, name: 'ข่าวสมาชิก', content_type: 'news', home_count: 4 },
      after: { id, name: 'ข่าวและประกาศสมาชิก', content_type: 'notice', home_count: 2 },
    });
    const list = (await t.app.inject({ method: 'GET', url: `/api/info/list/${id}` })).json();
    expect(list.category).toEqual({ id, content_type: 'notice', name: 'ข่าวและประกาศสมาชิก', background: null });
    expect(list.items.map((i: { title: string }) => i.title)).toEqual(['ประชุมใหญ่สามัญประจำปี']);
  });

  it("keeps the background staff chose, shows it to visitors and to staff, and goes back to the type's own on none", async () => {
    const save = (body: object) => staffPost(t.app, endpoints.adminCategorySave.path, editor, { content_type: 'default', name: 'วิดีโอสหกรณ์', home_count: 1, ...body });
    const id = (await save({ background: 'video' })).json().id as number;
    expect((await listed()).find((c) => c.id === id)?.background).toBe('video');
    expect((await t.app.inject({ method: 'GET', url: `/api/info/list/${id}` })).json().category.background).toBe('video');
    expect(await auditOf('content.category_create')).toMatchObject({ after: { id, background: 'video' } });

    expect((await save({ id })).statusCode).toBe(200);
    expect((await listed()).find((c) => c.id === id)?.background).toBeNull();
    expect(await auditOf('content.category_update')).toMatchObject({ before: { background: 'video' }, after: { background: null } });
  });

  it('refuses bad categories in Thai and changes nothing', async () => {
    const before = await listed();
    const cases: [unknown, number][] = [
      [{ content_type: 'news', name: '', home_count: 0 }, 400],
      [{ content_type: 'news', name: '   ', home_count: 0 }, 400],
      [{ content_type: 'news', name: 'ข่าว\nใหม่', home_count: 0 }, 400],
      [{ content_type: 'news', name: 'ก'.repeat(101), home_count: 0 }, 400],
      [{ content_type: 'blog', name: 'บล็อก', home_count: 0 }, 400],
      [{ content_type: 'news', name: 'ข่าว', home_count: 13 }, 400],
      [{ content_type: 'news', name: 'ข่าว', home_count: -1 }, 400],
      [{ content_type: 'news', name: 'ข่าว' }, 400],
      [{ content_type: 'news', name: 'ข่าว', home_count: 0, background: 'sunset' }, 400],
      [{ content_type: 'news', name: 'ข่าว', home_count: 0, background: 3 }, 400],
      [{ id: 999_999, content_type: 'news', name: 'ข่าว', home_count: 0 }, 404],
    ];
    for (const [body, status] of cases) {
      const res = await staffPost(t.app, endpoints.adminCategorySave.path, editor, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().error).toMatch(THAI);
    }
    expect((await staffPost(t.app, endpoints.adminCategorySave.path, editor, { id: 999_999, content_type: 'news', name: 'ข่าว', home_count: 0 })).json().error).toBe(CONTENT_TEXT.categoryNotFound);
    expect(await listed()).toEqual(before);
  });
});
