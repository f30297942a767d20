import { endpoints, LINKABLE_CONTENT_PAGE_SIZE } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addContentCategory, addContentItem } from '../../support/factories/content';
import { loggedInMember } from '../../support/requests';
import { addStaffUser } from '../../support/staff';
import { staffToken } from '../../support/staff-requests';
import { startTestApp, type TestContext } from '../../support/test-app';

const PATH = endpoints.adminLinkableContent.path;
const DAY_MS = 86_400_000;

/** The content a desktop notification can open, found by part of its title (issue 24 item 8). */
describe('content to link a desktop notification to', () => {
  let t: TestContext;
  let support: string;
  let scholarships: number;
  beforeAll(async () => {
    t = await startTestApp();
    support = await staffToken(t.app, await addStaffUser(t.database.db, 'support'), t.clock.now());
    scholarships = await addContentCategory(t.database.db, 'ทุนการศึกษา', 'Scholarships');
    await t.database.db.updateTable('content_categories').set({ background: 'welfare' }).where('id', '=', scholarships).execute();
  });
  afterAll(() => t.close());

  const searchAs = (token: string | undefined, query: string) =>
    t.app.inject({ method: 'GET', url: `${PATH}?${query}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const search = (query: string) => searchAs(support, query);
  const daysAgo = (days: number) => new Date(t.clock.now().getTime() - days * DAY_MS);

  it('finds published items by part of their Thai title, newest first, with their category and picture', async () => {
    const older = await addContentItem(t.database.db, scholarships, { title: 'ประกาศรับสมัครทุนเรียนดี รอบแรก', body: 'ยื่นใบสมัครได้ที่สำนักงาน', published_at: daysAgo(9) });
    const newer = await addContentItem(t.database.db, scholarships, { title: 'ผลการพิจารณาทุนเรียนดี', body: 'รายชื่อผู้ได้รับทุน', published_at: daysAgo(2) });
    await addContentItem(t.database.db, scholarships, { title: 'ทุนสงเคราะห์บุตร', body: 'อื่น', published_at: daysAgo(1) });
    const res = await search(`q=${encodeURIComponent(' ทุนเรียนดี ')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [
        expect.objectContaining({ id: newer, title: 'ผลการพิจารณาทุนเรียนดี', summary: 'รายชื่อผู้ได้รับทุน', category_name: 'ทุนการศึกษา', background: 'welfare' }),
        expect.objectContaining({ id: older, content_type: 'Scholarships', default_image: '/mediafiles/picture/Utils/ContentDefault/Scholarships.png', cover_image: null }),
      ],
      page: 1,
      page_size: LINKABLE_CONTENT_PAGE_SIZE,
      total: 2,
      total_pages: 1,
    });
  });

  it('leaves out drafts and items not yet due, which /show would not open', async () => {
    await addContentItem(t.database.db, scholarships, { title: 'ร่างประกาศทุนวิจัย', body: 'ร่าง', published: false, published_at: daysAgo(1) });
    await addContentItem(t.database.db, scholarships, { title: 'ประกาศทุนวิจัยล่วงหน้า', body: 'ยังไม่ถึงวัน', published_at: new Date(t.clock.now().getTime() + DAY_MS) });
    expect((await search(`q=${encodeURIComponent('ทุนวิจัย')}`)).json()).toMatchObject({ items: [], total: 0 });
  });

  it('answers an empty page when no title holds the words', async () => {
    const res = await search(`q=${encodeURIComponent('ไม่มีหัวข้อใดมีคำนี้')}`);
    expect(res.json()).toEqual({ items: [], page: 1, page_size: LINKABLE_CONTENT_PAGE_SIZE, total: 0, total_pages: 0 });
  });

  it('pages the matches a short page at a time', async () => {
    for (let i = 1; i <= LINKABLE_CONTENT_PAGE_SIZE + 2; i++) {
      await addContentItem(t.database.db, scholarships, { title: `ข่าวกีฬาสีประจำปี ฉบับที่ ${i}`, body: 'กีฬา', published_at: daysAgo(30 + i) });
    }
    const second = (await search(`q=${encodeURIComponent('กีฬาสี')}&page=2`)).json();
    expect(second.items.map((i: { title: string }) => i.title)).toEqual([`ข่าวกีฬาสีประจำปี ฉบับที่ ${LINKABLE_CONTENT_PAGE_SIZE + 1}`, `ข่าวกีฬาสีประจำปี ฉบับที่ ${LINKABLE_CONTENT_PAGE_SIZE + 2}`]);
    expect(second).toMatchObject({ page: 2, total: LINKABLE_CONTENT_PAGE_SIZE + 2, total_pages: 2 });
  });

  it('looks for % and _ as they are typed', async () => {
    await addContentItem(t.database.db, scholarships, { title: 'ลดดอกเบี้ย 0.5% ทุกสัญญา', body: 'ดอกเบี้ย', published_at: daysAgo(3) });
    expect((await search(`q=${encodeURIComponent('5%')}`)).json().items.map((i: { title: string }) => i.title)).toEqual(['ลดดอกเบี้ย 0.5% ทุกสัญญา']);
  });

  it('is refused to a visitor without a session', async () => {
    expect((await searchAs(undefined, 'q=x')).statusCode).toBe(401);
  });

  it('is refused to a member', async () => {
    const { token } = await loggedInMember(t.app, t.database.db);
    expect((await searchAs(token, 'q=x')).statusCode).toBe(401);
  });

  it('is refused to a content editor, who sends no notifications', async () => {
    const editor = await staffToken(t.app, await addStaffUser(t.database.db, 'editor'), t.clock.now());
    expect((await searchAs(editor, 'q=x')).statusCode).toBe(403);
  });

  it('refuses words longer than a title search needs, in Thai', async () => {
    const res = await search(`q=${encodeURIComponent('ก'.repeat(101))}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('พารามิเตอร์ไม่ถูกต้อง: q ยาวเกินไป');
  });

  it('refuses a page that is not a positive number, in Thai', async () => {
    const res = await search('q=x&page=0');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('พารามิเตอร์ไม่ถูกต้อง: page มีรูปแบบไม่ถูกต้อง');
  });
});
